import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/*
 * pdfmake on the server, set up once per process. Noto Sans Devanagari covers Latin and Devanagari alike (checked
 * glyph by glyph: A–Z, digits, ₹, matras, conjuncts), so one face serves 'राम Sharma' without splitting text by
 * script; pdfkit's fontkit shapes the conjuncts and matras from the TTF. It has no italic: italics print upright.
 */

export const PDF_FONT = 'NotoSansDevanagari';

const FONT_FILES = {
  normal: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

/** pdfmake's in-memory file system (typed here: @types/pdfmake says it is the browser's only). */
interface VirtualFileSystem {
  writeFileSync(name: string, content: Buffer): void;
}

/** The parts of pdfmake's pdfkit document that the font reuse below touches. */
interface EmbeddedFont {
  font: object;
  /** pdfkit's shaped words of this embedding (glyphs and positions by word; read-only once made). */
  layoutCache?: Record<string, unknown>;
}
type EmbeddedFontClass = new (document: PdfKitDocument, font: object, id: string) => EmbeddedFont;
interface PdfKitDocument {
  fonts: Record<string, Record<string, unknown>>;
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
  getFontType(bold: boolean, italics: boolean): string;
  provideFont(family: string, bold: boolean, italics: boolean): EmbeddedFont;
}

/**
 * pdfkit parses each font file again for every document (fontkit.create), and for this face decoding the shaping
 * tables is most of a document's time. The parsed font is read-only once loaded, and documents are laid out one
 * at a time (synchronously), so every document embeds the same parsed font: the first document of a process loads
 * it as pdfkit does, the next ones wrap it in a fresh embedding (their own glyph subset). The words pdfkit has shaped
 * (fontkit's Devanagari shaping is the next cost) are kept across documents too, up to SHAPED_WORDS_KEPT words. If
 * pdfmake's internals change shape, the documents are still made, only slower (the benchmark would show it).
 */
function reuseParsedFonts() {
  const require = createRequire(import.meta.url);
  const module = require('pdfmake/js/PDFDocument.js') as { default?: { prototype: PdfKitDocument } };
  const prototype = module.default?.prototype;
  if (!prototype || typeof prototype.provideFont !== 'function') return;
  const original = prototype.provideFont;
  const parsed = new Map<string, { font: object; Embedded: EmbeddedFontClass; shaped: Record<string, unknown> }>();
  // One embedding per font file and document (italics print with the upright file).
  const embeddings = new WeakMap<PdfKitDocument, Map<string, EmbeddedFont>>();
  prototype.provideFont = function provideFont(this: PdfKitDocument, family, bold, italics) {
    const type = this.getFontType(bold, italics);
    const file = this.fonts[family]?.[type];
    if (typeof file !== 'string') return original.call(this, family, bold, italics);
    this.fontCache[family] ??= {};
    const cached = this.fontCache[family][type];
    if (cached) return cached;
    const ofDocument = embeddings.get(this) ?? new Map<string, EmbeddedFont>();
    embeddings.set(this, ofDocument);
    let embedded = ofDocument.get(file);
    if (!embedded) {
      const known = parsed.get(file);
      if (known) {
        this._fontCount += 1;
        embedded = new known.Embedded(this, known.font, `F${this._fontCount}`);
        if (Object.keys(known.shaped).length > SHAPED_WORDS_KEPT) known.shaped = Object.create(null);
        embedded.layoutCache = known.shaped;
        // pdfkit embeds every font of _fontFamilies when the document ends.
        this._fontFamilies[`${file}#${this._fontCount}`] = embedded;
      } else {
        embedded = original.call(this, family, bold, italics);
        const shaped: Record<string, unknown> = Object.create(null);
        embedded.layoutCache = shaped;
        parsed.set(file, { font: embedded.font, Embedded: embedded.constructor as EmbeddedFontClass, shaped });
      }
      ofDocument.set(file, embedded);
    }
    this.fontCache[family][type] = embedded;
    return embedded;
  };
}

/** About 1 KB each: the shaped words kept per font stay within a few tens of MB. */
const SHAPED_WORDS_KEPT = 20_000;

let ready = false;

/**
 * Reads the font files into pdfmake's in-memory file system once; every document then reads them from memory, so
 * the documents never touch the disk or the network (both access policies refuse everything).
 */
function setUp() {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const files = (pdfmake as unknown as { virtualfs: VirtualFileSystem }).virtualfs;
  for (const [style, file] of Object.entries(FONT_FILES)) {
    files.writeFileSync(`${PDF_FONT}-${style}.ttf`, readFileSync(require.resolve(file)));
  }
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setFonts({
    [PDF_FONT]: {
      normal: `${PDF_FONT}-normal.ttf`,
      bold: `${PDF_FONT}-bold.ttf`,
      italics: `${PDF_FONT}-normal.ttf`,
      bolditalics: `${PDF_FONT}-bold.ttf`,
    },
  });
  reuseParsedFonts();
  ready = true;
}

/** The PDF file of a document definition. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(document).getBuffer();
}
