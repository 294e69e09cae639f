/**
 * Reads a print job back the way a receipt printer would, for tests: the commands it understood and the
 * printed lines, decoded with the platform's own TextDecoder (GB18030 in Chinese mode, windows-1252 else).
 */

export interface PrintedJob {
  /** The job started with ESC @. */
  initialised: boolean;
  /** The job ended with GS V 66 0 (partial cut). */
  cut: boolean;
  chinese: boolean;
  lines: Array<{ text: string; emphasis: boolean }>;
}

/** Lengths of the commands the encoder sends, by their first two bytes. */
const COMMAND_LENGTHS: Record<string, number> = {
  '1b40': 2,
  '1c26': 2,
  '1c2e': 2,
  '1b74': 3,
  '1b45': 3,
  '1d21': 3,
  '1b64': 3,
  '1d56': 4,
};

const hex = (bytes: Uint8Array, at: number) =>
  [bytes[at], bytes[at + 1]].map((byte) => (byte ?? 0).toString(16).padStart(2, '0')).join('');

/** The job's commands and lines; throws on a byte sequence a printer would not know. */
export function readPrintJob(bytes: Uint8Array): PrintedJob {
  const job: PrintedJob = { initialised: hex(bytes, 0) === '1b40', cut: false, chinese: false, lines: [] };
  let emphasis = false;
  let text: number[] = [];
  for (let at = 0; at < bytes.length; ) {
    const byte = bytes[at] ?? 0;
    if (byte === 0x0a) {
      const decoder = new TextDecoder(job.chinese ? 'gb18030' : 'windows-1252');
      job.lines.push({ text: decoder.decode(Uint8Array.from(text)), emphasis });
      text = [];
      at += 1;
    } else if (byte === 0x1b || byte === 0x1c || byte === 0x1d) {
      const code = hex(bytes, at);
      const length = COMMAND_LENGTHS[code];
      if (length === undefined) throw new Error(`unknown command ${code} at ${at}`);
      if (code === '1c26') job.chinese = true;
      if (code === '1c2e') job.chinese = false;
      if (code === '1b45') emphasis = bytes[at + 2] === 1;
      if (code === '1d56') job.cut = bytes[at + 2] === 66 && at + length === bytes.length;
      at += length;
    } else {
      if (byte < 0x20) throw new Error(`control byte ${byte} in text at ${at}`);
      text.push(byte);
      at += 1;
    }
  }
  return job;
}
