import { ThermalPrinterClient } from '../infra/printing/thermal-printer.js';
import { decodeEscPos } from './escpos-decoder.js';

describe('decodeEscPos', () => {
  it('reads back what node-thermal-printer writes: text and line breaks, no commands, one ticket per cut', () => {
    const bytes = new ThermalPrinterClient().render(
      [
        { text: 'WK-7Q3K9D', bold: true, large: true, center: true },
        { text: '1 x Fries      £3.00' },
        { text: 'PAID (Online)', bold: true },
      ],
      { columns: 32, copies: 2 },
    );
    // The bytes carry commands (ESC @, ESC t, ESC a, ESC E, ESC !, GS V) that must not show.
    expect(bytes.includes(0x1b)).toBe(true);
    const ticket = { text: 'WK-7Q3K9D\n1 x Fries      £3.00\nPAID (Online)\n', cut: true };
    expect(decodeEscPos(bytes)).toEqual([ticket, ticket]);
  });

  it('drops the arguments of ESC, GS and FS commands, images and barcodes included', () => {
    const bytes = Buffer.concat([
      Buffer.from([0x1b, 0x40, 0x1b, 0x61, 0x31, 0x1d, 0x21, 0x11]),
      Buffer.from('A\n'),
      // ESC * 0 with two columns of image data that look like text.
      Buffer.from([0x1b, 0x2a, 0x00, 0x02, 0x00, 0x41, 0x42]),
      // GS k 4 "123" NUL, GS ( k with 3 bytes of data, GS v 0 with a 1x2 raster.
      Buffer.from([0x1d, 0x6b, 0x04, 0x31, 0x32, 0x33, 0x00]),
      Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x41, 0x32]),
      Buffer.from([0x1d, 0x76, 0x30, 0x00, 0x01, 0x00, 0x02, 0x00, 0x43, 0x44]),
      Buffer.from([0x1c, 0x70, 0x01, 0x00]),
      Buffer.from('B\r\n'),
      Buffer.from([0x1d, 0x56, 0x41, 0x03]),
      Buffer.from('left over'),
    ]);
    expect(decodeEscPos(bytes)).toEqual([
      { text: 'A\nB\n', cut: true },
      { text: 'left over', cut: false },
    ]);
  });

  it('reads £ and € in the PC858 code page, and anything else above 127 as ?', () => {
    expect(decodeEscPos(Buffer.from([0x9c, 0x31, 0xd5, 0xff]))).toEqual([{ text: '£1€?', cut: false }]);
  });

  it('keeps nothing for a connection that sent only commands', () => {
    expect(decodeEscPos(Buffer.from([0x1b, 0x40]))).toEqual([]);
  });
});
