import { Injectable } from '@nestjs/common';
import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';

/** One line of a receipt, already fitted to the paper's columns by whoever wrote it. */
export interface ReceiptLine {
  text: string;
  bold?: boolean;
  /** Double height; the columns stay the same. */
  large?: boolean;
  center?: boolean;
}

export interface ReceiptOptions {
  /** Characters per line: 32 on 58 mm paper, 48 on 80 mm. */
  columns: number;
  copies: number;
}

/** How long a printer may take to accept the connection and the ticket. */
const PRINTER_TIMEOUT_MS = 5_000;

/**
 * A network thermal printer speaking EPSON ESC/POS over raw TCP (port 9100 on most kitchen printers),
 * through node-thermal-printer: the lines become ESC/POS (code page PC858, so '£' prints), each copy
 * ends with a full cut, and the whole job goes over one connection.
 */
@Injectable()
export class ThermalPrinterClient {
  /** The ESC/POS bytes of the receipt, every copy followed by a cut. */
  render(lines: readonly ReceiptLine[], { columns, copies }: ReceiptOptions): Buffer {
    const printer = this.printer('tcp://127.0.0.1:9100', columns);
    for (let copy = 0; copy < copies; copy++) {
      // A cut resets the printer (ESC @), code page included.
      if (copy > 0) printer.setCharacterSet(CharacterSet.PC858_EURO);
      for (const line of lines) {
        if (line.center) printer.alignCenter();
        else printer.alignLeft();
        printer.bold(line.bold === true);
        if (line.large) printer.setTextDoubleHeight();
        else printer.setTextNormal();
        printer.println(line.text);
      }
      printer.setTextNormal();
      printer.bold(false);
      printer.alignLeft();
      printer.cut();
    }
    return printer.getBuffer();
  }

  /** Sends the bytes to host:port; fails when nothing listens there or it does not answer within the timeout. */
  async send(address: string, bytes: Buffer): Promise<void> {
    const printer = this.printer(`tcp://${address}`, 48);
    printer.setBuffer(bytes);
    await printer.execute();
  }

  private printer(address: string, columns: number): ThermalPrinter {
    return new ThermalPrinter({
      type: PrinterTypes.EPSON,
      interface: address,
      width: columns,
      characterSet: CharacterSet.PC858_EURO,
      // The lines are fitted already; the library must not fold them again.
      breakLine: BreakLine.NONE,
      options: { timeout: PRINTER_TIMEOUT_MS },
    });
  }
}
