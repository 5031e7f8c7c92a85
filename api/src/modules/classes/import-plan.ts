import Papa from 'papaparse';
import {
  CLASS_IMPORT_COLUMNS,
  CLASS_IMPORT_LIMITS,
  CLASS_IMPORT_MESSAGES,
  type ClassImportColumn,
  type ClassImportRow,
  GRADE_NAME_MAX,
  importColumnKey,
  SECTION_CAPACITY_MAX,
  SECTION_NAME_MAX,
  SUBJECT_NAME_MAX,
  SUBJECT_TYPES,
  SUBJECT_VALUE_MAX,
  type SubjectType,
} from '@school/contract';
import { badRequest } from '../../lib/http-errors';

/**
 * The class import, as pure functions: read the file's text into rows, then apply the rows in order to a model of
 * the school's classes, sections and subjects. Preview and confirm run the same plan; confirm then writes the
 * model's new and changed records. Later rows see what earlier valid rows planned, so a file may add a class on
 * one line and its sections and subjects on the next ones.
 */

export interface ImportLine {
  line: number;
  values: Record<ClassImportColumn, string>;
  extraCells: boolean;
}

const malformed = (message: string) => badRequest({ csv: [message] }, message);

/** Reads the file's text; a file that is not CSV or lacks a header column answers 400 and nothing is written. */
export function parseClassCsv(csv: string): ImportLine[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    const where = broken.row === undefined ? '' : ` (line ${broken.row + 1})`;
    throw malformed(`${CLASS_IMPORT_MESSAGES.notCsv} ${broken.message}${where}.`);
  }
  const [header, ...body] = parsed.data;
  // Columns match ignoring case, spaces and punctuation ('Grade Name' is gradeName).
  const headerCells = (header ?? []).map(importColumnKey);
  const positions = CLASS_IMPORT_COLUMNS.map((column) => headerCells.indexOf(importColumnKey(column)));
  const missing = CLASS_IMPORT_COLUMNS.filter((_, index) => positions[index] === -1);
  if (missing.length > 0) throw malformed(CLASS_IMPORT_MESSAGES.missingColumns(missing));

  const lines: ImportLine[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values = Object.fromEntries(
      CLASS_IMPORT_COLUMNS.map((column, columnIndex) => {
        const position = positions[columnIndex] ?? -1;
        return [column, (cells[position] ?? '').trim()];
      }),
    ) as Record<ClassImportColumn, string>;
    // The header is line 1; a quoted cell spanning lines would shift later numbers, which templates never have.
    lines.push({ line: index + 2, values, extraCells: cells.length > headerCells.length });
  });
  if (lines.length === 0) throw malformed(CLASS_IMPORT_MESSAGES.noRows);
  if (lines.length > CLASS_IMPORT_LIMITS.maxRows) throw malformed(CLASS_IMPORT_MESSAGES.tooManyRows);
  return lines;
}

export interface PlannedSection {
  id: number | null;
  sectionName: string;
  capacity: number | null;
  classTeacherId: number | null;
  changed: boolean;
}

export interface PlannedSubject {
  id: number | null;
  subjectName: string;
  subjectValue: string;
  subjectType: SubjectType;
  changed: boolean;
}

export interface PlannedClass {
  id: number | null;
  gradeName: string;
  /** Keyed by lower-case section name and subject name. */
  sections: Map<string, PlannedSection>;
  subjects: Map<string, PlannedSubject>;
}

/** The school's classes keyed by lower-case grade name: what exists, then what the file adds or changes. */
export type SchoolModel = Map<string, PlannedClass>;

/** Active staff of the school by lower-case email. */
export type StaffByEmail = Map<string, number>;

const key = (text: string) => text.toLowerCase();

function tooLong(errors: string[], column: ClassImportColumn, value: string, max: number) {
  if (value.length > max) errors.push(`${column}: at most ${max} characters`);
}

interface CheckedLine {
  errors: string[];
  capacity: number | null;
  classTeacherId: number | null;
  subjectType: SubjectType | null;
}

/** Checks one line on its own and against the school's staff (not yet against the model). */
function checkLine({ values, extraCells }: ImportLine, staff: StaffByEmail): CheckedLine {
  const errors: string[] = [];
  if (extraCells) errors.push('The row has more cells than the header');
  if (!values.gradeName) errors.push('gradeName: This field is required');
  tooLong(errors, 'gradeName', values.gradeName, GRADE_NAME_MAX);
  tooLong(errors, 'sectionName', values.sectionName, SECTION_NAME_MAX);
  tooLong(errors, 'subjectName', values.subjectName, SUBJECT_NAME_MAX);
  tooLong(errors, 'subjectValue', values.subjectValue, SUBJECT_VALUE_MAX);
  if (!values.sectionName && (values.capacity || values.classTeacherEmail)) {
    errors.push('sectionName: required when capacity or classTeacherEmail is given');
  }
  if (!values.subjectName && (values.subjectValue || values.subjectType)) {
    errors.push('subjectName: required when subjectValue or subjectType is given');
  }

  let capacity: number | null = null;
  if (values.capacity) {
    capacity = /^\d+$/.test(values.capacity) ? Number(values.capacity) : Number.NaN;
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > SECTION_CAPACITY_MAX) {
      errors.push(`capacity: a whole number from 1 to ${SECTION_CAPACITY_MAX}`);
    }
  }
  let classTeacherId: number | null = null;
  if (values.classTeacherEmail) {
    classTeacherId = staff.get(key(values.classTeacherEmail)) ?? null;
    if (classTeacherId === null) {
      errors.push(`classTeacherEmail: ${values.classTeacherEmail} is not an active staff member of this school`);
    }
  }
  let subjectType: SubjectType | null = null;
  if (values.subjectType) {
    const upper = values.subjectType.toUpperCase();
    subjectType = (SUBJECT_TYPES as readonly string[]).includes(upper) ? (upper as SubjectType) : null;
    if (subjectType === null) errors.push(`subjectType: one of ${SUBJECT_TYPES.join(', ')}`);
  }
  return { errors, capacity, classTeacherId, subjectType };
}

/**
 * Applies the lines in order to the model (changing it) and answers each row's errors and action.
 * A row with errors changes nothing and is reported 'unchanged'.
 */
export function planImport(lines: ImportLine[], model: SchoolModel, staff: StaffByEmail): ClassImportRow[] {
  return lines.map((importLine) => {
    const { values } = importLine;
    const { errors, capacity, classTeacherId, subjectType } = checkLine(importLine, staff);
    const row = (action: ClassImportRow['action']): ClassImportRow => ({
      line: importLine.line,
      values: { ...values },
      errors,
      action,
    });
    if (errors.length > 0) return row('unchanged');

    const planned = model.get(key(values.gradeName));
    const subjectValue = values.subjectValue || values.subjectName;
    if (values.subjectName) {
      const owner = [...(planned?.subjects.values() ?? [])].find(
        (subject) =>
          key(subject.subjectValue) === key(subjectValue) && key(subject.subjectName) !== key(values.subjectName),
      );
      if (owner) {
        errors.push(`subjectValue: ${subjectValue} is already the value of ${owner.subjectName} in this class`);
        return row('unchanged');
      }
    }

    let created = false;
    let updated = false;
    const grade = planned ?? { id: null, gradeName: values.gradeName, sections: new Map(), subjects: new Map() };
    if (!planned) {
      model.set(key(values.gradeName), grade);
      created = true;
    }
    if (values.sectionName) {
      const section = grade.sections.get(key(values.sectionName));
      if (!section) {
        grade.sections.set(key(values.sectionName), {
          id: null,
          sectionName: values.sectionName,
          capacity,
          classTeacherId,
          changed: false,
        });
        created = true;
      } else {
        // Blank cells keep what the section has.
        if (capacity !== null && capacity !== section.capacity) {
          section.capacity = capacity;
          section.changed = section.id !== null;
          updated = true;
        }
        if (classTeacherId !== null && classTeacherId !== section.classTeacherId) {
          section.classTeacherId = classTeacherId;
          section.changed = section.id !== null;
          updated = true;
        }
      }
    }
    if (values.subjectName) {
      const subject = grade.subjects.get(key(values.subjectName));
      if (!subject) {
        grade.subjects.set(key(values.subjectName), {
          id: null,
          subjectName: values.subjectName,
          subjectValue,
          subjectType: subjectType ?? 'COMPULSARY',
          changed: false,
        });
        created = true;
      } else {
        if (values.subjectValue && values.subjectValue !== subject.subjectValue) {
          subject.subjectValue = values.subjectValue;
          subject.changed = subject.id !== null;
          updated = true;
        }
        if (subjectType !== null && subjectType !== subject.subjectType) {
          subject.subjectType = subjectType;
          subject.changed = subject.id !== null;
          updated = true;
        }
      }
    }
    return row(created ? 'create' : updated ? 'update' : 'unchanged');
  });
}
