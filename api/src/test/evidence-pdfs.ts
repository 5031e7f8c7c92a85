import { deflateSync } from 'node:zlib';

/*
 * Small PDF-like files for the evidence tests: enough structure for a PDF reader's lexer (header, objects,
 * trailer), with or without a script, so a test says exactly what a file carries.
 */

/** A small PDF-like file: the header, the objects given, a trailer. */
export function pdfWith(...objects: (string | Buffer)[]) {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    ...objects.map((object) => (Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'))),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** An object stream (/Type /ObjStm) holding the dictionary, compressed or not. */
export function objectStream(dictionary: string, filter: 'FlateDecode' | 'none' | 'ASCIIHexDecode' = 'FlateDecode') {
  const objects = Buffer.from(`5 0 ${dictionary}`);
  const data = filter === 'FlateDecode' ? deflateSync(objects) : objects;
  const filterEntry = filter === 'none' ? '' : `/Filter /${filter} `;
  return Buffer.concat([
    Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${filterEntry}/Length ${data.length} >>\nstream\r\n`),
    data,
    Buffer.from('\r\nendstream\nendobj\n'),
  ]);
}

/** A catalog object with the entries given (an /OpenAction, /Names…). */
export const catalog = (extra: string) => `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n`;
