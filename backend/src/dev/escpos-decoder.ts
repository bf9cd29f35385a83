/**
 * Reads ESC/POS bytes back as text, as a receipt printer would print them (the printer stand-in and
 * its tests): ESC, GS and FS command sequences are dropped with their arguments, line feeds kept,
 * and every paper cut (GS V) ends a ticket. Bytes above 127 are read in code page PC858 / PC437
 * for the characters a British ticket uses ('£', '€'); any other prints as '?'.
 */

export interface DecodedTicket {
  text: string;
  /** Whether the paper was cut after it (false: bytes that ended without a cut). */
  cut: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;

/** ESC commands and how many argument bytes follow the command byte. */
const ESC_ARGS: Record<number, number> = {
  0x40: 0, // ESC @ initialise
  0x32: 0, // ESC 2 default line spacing
  0x21: 1, // ESC ! print mode
  0x45: 1, // ESC E bold
  0x47: 1, // ESC G double strike
  0x2d: 1, // ESC - underline
  0x4d: 1, // ESC M font
  0x61: 1, // ESC a justification
  0x74: 1, // ESC t code page
  0x64: 1, // ESC d feed n lines
  0x4a: 1, // ESC J feed n dots
  0x33: 1, // ESC 3 line spacing
  0x7b: 1, // ESC { upside down
  0x56: 1, // ESC V rotate
  0x52: 1, // ESC R character set
  0x72: 1, // ESC r colour
  0x20: 1, // ESC SP right spacing
  0x63: 2, // ESC c (paper sensors)
  0x24: 2, // ESC $ absolute position
  0x5c: 2, // ESC \ relative position
  0x70: 3, // ESC p cash drawer
  0x42: 2, // ESC B beeper
};

/** GS commands with fixed arguments (GS V, GS (, GS v 0, GS k are read apart). */
const GS_ARGS: Record<number, number> = {
  0x21: 1, // GS ! character size
  0x42: 1, // GS B reverse
  0x48: 1, // GS H HRI position
  0x66: 1, // GS f HRI font
  0x68: 1, // GS h barcode height
  0x77: 1, // GS w barcode width
  0x62: 1, // GS b smoothing
  0x4c: 2, // GS L left margin
  0x57: 2, // GS W print area width
  0x2f: 1, // GS / print downloaded image
  0x72: 1, // GS r status
  0x61: 1, // GS a automatic status back
};

const HIGH_BYTES: Record<number, string> = { 0x9c: '£', 0xd5: '€' };

export function decodeEscPos(bytes: Uint8Array): DecodedTicket[] {
  const tickets: DecodedTicket[] = [];
  let text = '';
  let i = 0;
  const endTicket = (cut: boolean) => {
    tickets.push({ text, cut });
    text = '';
  };
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte === ESC) {
      const command = bytes[i + 1];
      if (command === 0x2a) {
        // ESC * m nL nH: a bit image of nL + 256 nH columns (8-dot: one byte each, 24-dot: three).
        const m = bytes[i + 2];
        const columns = (bytes[i + 3] ?? 0) + 256 * (bytes[i + 4] ?? 0);
        i += 5 + columns * (m === 32 || m === 33 ? 3 : 1);
      } else {
        i += 2 + (ESC_ARGS[command] ?? 0);
      }
    } else if (byte === GS) {
      const command = bytes[i + 1];
      if (command === 0x56) {
        // GS V m (m 0, 1, 48, 49) or GS V m n (m 65, 66): cut the paper.
        const m = bytes[i + 2];
        i += m === 65 || m === 66 ? 4 : 3;
        endTicket(true);
      } else if (command === 0x28) {
        // GS ( fn pL pH data
        i += 5 + (bytes[i + 3] ?? 0) + 256 * (bytes[i + 4] ?? 0);
      } else if (command === 0x76 && bytes[i + 2] === 0x30) {
        // GS v 0 m xL xH yL yH data: a raster image of (xL + 256 xH) bytes by (yL + 256 yH) rows.
        const width = (bytes[i + 4] ?? 0) + 256 * (bytes[i + 5] ?? 0);
        const height = (bytes[i + 6] ?? 0) + 256 * (bytes[i + 7] ?? 0);
        i += 8 + width * height;
      } else if (command === 0x6b) {
        // GS k m: a barcode, NUL-terminated (m 0-6) or with its length (m 65-79).
        const m = bytes[i + 2];
        if (m <= 6) {
          i += 3;
          while (i < bytes.length && bytes[i] !== 0) i++;
          i++;
        } else {
          i += 4 + (bytes[i + 3] ?? 0);
        }
      } else {
        i += 2 + (GS_ARGS[command] ?? 0);
      }
    } else if (byte === FS) {
      // FS p n m (print a stored logo) takes two; the kanji switches (FS & and FS .) none.
      i += bytes[i + 1] === 0x70 ? 4 : 2;
    } else {
      if (byte === 0x0a) text += '\n';
      else if (byte === 0x09) text += ' ';
      else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
      else if (byte >= 0x80) text += HIGH_BYTES[byte] ?? '?';
      // Other control bytes (CR, NUL, ...) print nothing.
      i++;
    }
  }
  if (text.trim() !== '') endTicket(false);
  return tickets;
}
