/** One statement of a request as the app sent it, and what it waited for (recorder.ts). */
export interface FloorStatement {
  /** The app's prepared statement name, where it names the statement. */
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** The statements (indexes) the app had answered before sending this one. */
  after: number[];
  /** Statements of one transaction (BEGIN to COMMIT) share a connection. */
  transaction?: number;
}

/** One call the floor answers: the app's statements, and the app's answer to send back byte for byte. */
export interface FloorEntry {
  statements: FloorStatement[];
  /** The caller's token hash, replaced in the values by the hash of the token each request carries. */
  tokenHash: string | null;
  /** A form save's expected version, replaced by the one each request's body carries. */
  version?: number;
  status: number;
  /** The app's headers but those node:http writes itself (date, connection) and the length. */
  headers: Record<string, string>;
  /** The app's body, base64. */
  body: string;
}

/** Per "METHOD path". */
export type FloorPlan = Record<string, FloorEntry>;

export const floorKey = (method: string, urlPath: string) => `${method} ${urlPath}`;
