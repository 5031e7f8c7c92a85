import { describe, expect, it } from 'vitest';
import { PDF_FONT, renderPdf } from '../plans/pdf/pdf-printer';
import { catalog, objectStream, pdfWith } from '../../test/evidence-pdfs';
import { PdfScriptScanner, pdfCarriesScript } from './evidence-pdf-scan';

describe('pdfCarriesScript', () => {
  it('accepts an ordinary PDF, an open action that only shows a page, and names in strings or comments', async () => {
    const rendered = await renderPdf({ content: ['Lesson observation notes'], defaultStyle: { font: PDF_FONT } });
    expect(pdfCarriesScript(rendered)).toBe(false);
    expect(pdfCarriesScript(pdfWith(catalog('/OpenAction [3 0 R /Fit] ')))).toBe(false);
    expect(pdfCarriesScript(pdfWith(catalog('/Title (About /JavaScript and /JS \\) /Launch) '), '% /JS\n'))).toBe(
      false,
    );
    expect(pdfCarriesScript(pdfWith(catalog('/ID <4a53> /JSON 1 /Launcher 2 ')))).toBe(false);
    expect(pdfCarriesScript(pdfWith(objectStream('<< /Type /Page >>')))).toBe(false);
    expect(pdfCarriesScript(pdfWith(objectStream('<< /Type /Page >>', 'none')))).toBe(false);
  });

  it('refuses /JavaScript, /JS, /Launch and an open action running a script, escaped or not', () => {
    for (const extra of [
      '/Names << /JavaScript 3 0 R >> ',
      '/JS (app.alert(1)) ',
      '/AA << /O << /S /Launch /F (calc.exe) >> >> ',
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ',
      '/OpenAction 3 0 R ',
      '/OpenAction<</S/J#61vaScript/JS<6170702e616c657274283129>>>',
      '/OpenAction << /S /#4C#61unch >> ',
    ]) {
      const script = extra === '/OpenAction 3 0 R ' ? '3 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\n' : '';
      expect(pdfCarriesScript(pdfWith(catalog(extra), script)), extra).toBe(true);
    }
  });

  it('refuses a script hidden in a compressed object stream, or one it cannot read', () => {
    expect(pdfCarriesScript(pdfWith(objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')))).toBe(true);
    expect(pdfCarriesScript(pdfWith(objectStream('<< /JS (x) >>', 'none')))).toBe(true);
    expect(pdfCarriesScript(pdfWith(objectStream('<< /Type /Page >>', 'ASCIIHexDecode')))).toBe(true);
    const damaged = objectStream('<< /Type /Page >>');
    damaged.write('zz', damaged.indexOf('stream\r\n') + 9, 'latin1');
    expect(pdfCarriesScript(pdfWith(damaged))).toBe(true);
  });

  it('reads stream data as binary: /JS by chance is not refused, a long script name is', () => {
    const binary = (text: string) =>
      Buffer.from(`3 0 obj\n<< /Length 20 >>\nstream\n\x00\xff(${text} \xfe\nendstream\nendobj\n`, 'latin1');
    expect(pdfCarriesScript(pdfWith(binary('/JS')))).toBe(false);
    expect(pdfCarriesScript(pdfWith(binary('/JavaScript')))).toBe(true);
    expect(pdfCarriesScript(pdfWith(binary('/Launch')))).toBe(true);
    // After the stream, dictionaries are read again.
    expect(pdfCarriesScript(pdfWith(binary('x'), catalog('/JS (x) ')))).toBe(true);
  });

  it('finds a name split across the chunks the upload arrives in', () => {
    const file = pdfWith(objectStream('<< /S /JavaScript >>'), catalog('/J#53 (x) '));
    for (const size of [1, 2, 3, 7, 64]) {
      const scanner = new PdfScriptScanner();
      for (let start = 0; start < file.length; start += size) scanner.write(file.subarray(start, start + size));
      expect(scanner.end(), `chunks of ${size}`).toBe(true);
    }
    const clean = pdfWith(objectStream('<< /Type /Page >>'), catalog('/OpenAction [3 0 R /Fit] /JSON 1'));
    const scanner = new PdfScriptScanner();
    for (let start = 0; start < clean.length; start += 3) scanner.write(clean.subarray(start, start + 3));
    expect(scanner.end()).toBe(false);
  });
});
