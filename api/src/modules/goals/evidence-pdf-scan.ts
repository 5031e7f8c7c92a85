import { constants, inflateSync } from 'node:zlib';

/*
 * Whether an uploaded PDF carries a script or a launch action, read as it streams in (bounded memory: a name, a
 * keyword tail and, only for object streams, their compressed bytes). Reviewers open evidence in their browser's
 * PDF viewer; a file that runs JavaScript or starts a program when opened is refused as an invalid file.
 *
 * What counts: the names /JavaScript (a JavaScript action or the document's script tree; an /OpenAction or /AA
 * that runs a script names it), /JS (the script itself) and /Launch (an action starting a program), written
 * plainly or with #xx escapes (/J#61vaScript). Outside streams the file is lexed like a reader does (strings,
 * hex strings and comments are not names). Object streams (/Type /ObjStm) hold dictionaries compressed: they are
 * inflated and lexed the same way. Other streams are binary data where three random bytes can read '/JS', so
 * there only the long names count: a dictionary hidden in a stream a reader reaches through the cross-reference
 * table is still a JavaScript or Launch action, and either names itself.
 */

/** Names refused in dictionaries. */
const SCRIPT_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** Names refused inside stream data (long enough never to occur by chance). */
const STREAM_SCRIPT_NAMES = new Set(['JavaScript', 'Launch']);
/** Filters of an object stream we cannot undo here: its dictionaries could not be read, so the file is refused. */
const OTHER_FILTERS = new Set([
  'ASCIIHexDecode',
  'ASCII85Decode',
  'LZWDecode',
  'RunLengthDecode',
  'Crypt',
  'AHx',
  'A85',
]);
/** An inflated object stream larger than this is not a genuine one (a decompression bomb): refused. */
const INFLATED_MAX_BYTES = 64 * 1024 * 1024;
/** Longer names are truncated (no refused name is this long), so a hostile name costs no memory. */
const NAME_MAX = 64;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const ENDSTREAM = 'endstream';

type State = 'normal' | 'comment' | 'string' | 'hexString' | 'lessThan' | 'name' | 'token';

/** A name's bytes with #xx escapes decoded, as text (Latin-1: the refused names are ASCII). */
function decodeName(raw: string) {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export class PdfScriptScanner {
  /** Set once a script or launch action is seen, or an object stream cannot be read. */
  found = false;
  private state: State = 'normal';
  private inStream = false;
  private name = '';
  private token = '';
  private stringDepth = 0;
  private escaped = false;
  /** What the current object's dictionary said of its stream. */
  private object = { typeNext: false, objectStream: false, flate: false, otherFilter: false };
  /** The compressed bytes of the object stream being read (null when the stream is not one). */
  private objectStreamParts: Buffer[] | null = null;

  constructor(private readonly nested = false) {}

  /** Reads the next bytes of the file. */
  write(chunk: Buffer) {
    if (this.found) return;
    let collectedFrom = 0;
    for (let index = 0; index < chunk.length && !this.found; index += 1) {
      const byte = chunk[index] ?? 0;
      if (this.inStream) {
        if (this.streamByte(byte)) {
          this.objectStreamParts?.push(chunk.subarray(collectedFrom, index + 1));
          this.endStream();
        }
        continue;
      }
      const opened = this.normalByte(byte);
      if (opened) collectedFrom = index + 1;
    }
    if (this.inStream) this.objectStreamParts?.push(chunk.subarray(collectedFrom));
  }

  /** The end of the file: whatever name or keyword was still open is read. */
  end() {
    if (this.state === 'name') this.endName();
    return this.found;
  }

  /** One byte inside stream data; true when it ends 'endstream'. */
  private streamByte(byte: number) {
    if (byte === 0x2f) {
      if (this.name) this.endName();
      this.name = '/';
      this.token = '';
      return false;
    }
    if (isRegular(byte)) {
      if (this.name) {
        if (this.name.length <= NAME_MAX) this.name += String.fromCharCode(byte);
      }
      this.token = (this.token + String.fromCharCode(byte)).slice(-ENDSTREAM.length);
      return this.token === ENDSTREAM;
    }
    if (this.name) this.endName();
    this.token = '';
    return false;
  }

  /** One byte outside stream data; true when it opened a stream (its data starts with the next byte). */
  private normalByte(byte: number): boolean {
    switch (this.state) {
      case 'comment':
        if (byte === 0x0a || byte === 0x0d) this.state = 'normal';
        return false;
      case 'string':
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x28) this.stringDepth += 1;
        else if (byte === 0x29) {
          this.stringDepth -= 1;
          if (this.stringDepth === 0) this.state = 'normal';
        }
        return false;
      case 'hexString':
        if (byte === 0x3e) this.state = 'normal';
        return false;
      case 'lessThan':
        // '<<' opens a dictionary; '<' then anything else a hex string.
        this.state = byte === 0x3c ? 'normal' : 'hexString';
        if (byte === 0x3e) this.state = 'normal';
        return false;
      case 'name':
        if (isRegular(byte)) {
          if (this.name.length <= NAME_MAX) this.name += String.fromCharCode(byte);
          return false;
        }
        this.endName();
        return this.normalByte(byte);
      case 'token':
        if (isRegular(byte)) {
          if (this.token.length <= NAME_MAX) this.token += String.fromCharCode(byte);
          return false;
        }
        this.state = 'normal';
        if (this.endToken()) return true;
        return this.normalByte(byte);
      default:
        return this.startToken(byte);
    }
  }

  private startToken(byte: number): boolean {
    if (WHITESPACE.has(byte)) return false;
    if (byte === 0x25) this.state = 'comment';
    else if (byte === 0x28) {
      this.state = 'string';
      this.stringDepth = 1;
      this.escaped = false;
    } else if (byte === 0x3c) this.state = 'lessThan';
    else if (byte === 0x2f) {
      this.state = 'name';
      this.name = '/';
    } else if (isRegular(byte)) {
      this.state = 'token';
      this.token = String.fromCharCode(byte);
    }
    return false;
  }

  private endName() {
    const name = decodeName(this.name.slice(1));
    this.name = '';
    if (this.state === 'name') this.state = 'normal';
    const refused = this.inStream ? STREAM_SCRIPT_NAMES : SCRIPT_NAMES;
    if (refused.has(name)) {
      this.found = true;
      return;
    }
    if (this.inStream) return;
    if (this.object.typeNext && name === 'ObjStm') this.object.objectStream = true;
    this.object.typeNext = name === 'Type';
    if (name === 'FlateDecode' || name === 'Fl') this.object.flate = true;
    if (OTHER_FILTERS.has(name)) this.object.otherFilter = true;
  }

  /** A keyword ended; true when it was 'stream'. */
  private endToken() {
    const keyword = this.token;
    this.token = '';
    this.object.typeNext = false;
    if (keyword === 'obj' || keyword === 'endobj') {
      this.object = { typeNext: false, objectStream: false, flate: false, otherFilter: false };
      return false;
    }
    if (keyword !== 'stream') return false;
    this.inStream = true;
    this.objectStreamParts = this.object.objectStream && !this.nested ? [] : null;
    return true;
  }

  /** 'endstream' was read: an object stream's dictionaries are inflated and lexed. */
  private endStream() {
    this.inStream = false;
    this.token = '';
    this.name = '';
    const parts = this.objectStreamParts;
    this.objectStreamParts = null;
    const object = this.object;
    this.object = { typeNext: false, objectStream: false, flate: false, otherFilter: false };
    if (!parts) return;
    const data = Buffer.concat(parts);
    // The data starts after the end of line that follows 'stream' (CR LF: its LF is still here).
    const start = data[0] === 0x0a ? 1 : 0;
    const body = data.subarray(start, Math.max(start, data.length - ENDSTREAM.length));
    if (object.otherFilter) {
      this.found = true;
      return;
    }
    let content = body;
    if (object.flate) {
      try {
        content = inflateSync(body, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: INFLATED_MAX_BYTES });
      } catch {
        // An object stream that does not inflate (damaged, encrypted, a bomb) cannot be checked.
        this.found = true;
        return;
      }
    }
    const inner = new PdfScriptScanner(true);
    inner.write(content);
    if (inner.end()) this.found = true;
  }
}

/** Whether the bytes of a whole PDF carry a script or launch action (the scanner over one buffer). */
export function pdfCarriesScript(bytes: Buffer) {
  const scanner = new PdfScriptScanner();
  scanner.write(bytes);
  return scanner.end();
}
