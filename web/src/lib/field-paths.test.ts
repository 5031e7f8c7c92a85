import { describe, expect, it } from 'vitest';
import { type FormPart, labelOfPath, matchPathStart, placeFieldErrors } from './field-paths';

const PARTS: FormPart[] = [
  { path: 'tierPlans', label: () => 'Tier Plan' },
  { path: 'tierPlans.*', label: (rows) => `Tier ${(rows[0] ?? 0) + 1}` },
  { path: 'tierPlans.*.topics.*', label: (rows) => `Tier ${(rows[0] ?? 0) + 1} topic ${(rows[1] ?? 0) + 1}` },
];
const FIELDS = [
  'name',
  'curriculumContext',
  'curriculumContext.subject',
  'tierPlans.*.start',
  'tierPlans.*.topics.*.name',
];

describe('matchPathStart', () => {
  it('matches the leading segments, a star standing for a row number', () => {
    expect(matchPathStart('tierPlans.*.topics.*', 'tierPlans.2.topics.10.id')).toEqual({
      path: 'tierPlans.2.topics.10',
      rows: [2, 10],
    });
    expect(matchPathStart('name', 'name')).toEqual({ path: 'name', rows: [] });
  });

  it('refuses another name, a star over a name, a longer pattern and an empty pattern', () => {
    expect(matchPathStart('tierPlans.*', 'topics.0')).toBeUndefined();
    expect(matchPathStart('tierPlans.*', 'tierPlans.first')).toBeUndefined();
    expect(matchPathStart('tierPlans.*.start', 'tierPlans.0')).toBeUndefined();
    expect(matchPathStart('', 'name')).toBeUndefined();
    // A name is matched whole: 'start' is not the start of 'startDate'.
    expect(matchPathStart('start', 'startDate')).toBeUndefined();
  });
});

describe('labelOfPath', () => {
  it('names a path in words, rows counted from 1', () => {
    expect(labelOfPath('tierPlans.0.topics.1.id')).toBe('Tier plans 1, topics 2, id');
    expect(labelOfPath('version')).toBe('Version');
    expect(labelOfPath('0.name')).toBe('0, name');
  });
});

describe('placeFieldErrors', () => {
  it('puts a field error on its field, and a nested path on the deepest field above it', () => {
    const placed = placeFieldErrors(
      {
        name: ['Too long'],
        'curriculumContext.subject.id': ['Not a subject of the class'],
        curriculumContext: ['A plan exists'],
        'tierPlans.1.start': ['Outside the plan'],
        'tierPlans.0.topics.0.name': ['Required'],
      },
      FIELDS,
      PARTS,
    );
    expect(placed).toEqual({
      fields: {
        name: 'Too long',
        'curriculumContext.subject': 'Not a subject of the class',
        curriculumContext: 'A plan exists',
        'tierPlans.1.start': 'Outside the plan',
        'tierPlans.0.topics.0.name': 'Required',
      },
      parts: {},
      others: [],
    });
  });

  it('puts a path no field shows on the deepest part above it, and says it with the part name', () => {
    const placed = placeFieldErrors(
      { 'tierPlans.0.topics.1.id': ['Unknown topic'], 'tierPlans.2.id': ['Unknown tier'], tierPlans: ['Too many'] },
      FIELDS,
      PARTS,
    );
    expect(placed.fields).toEqual({});
    expect(placed.parts).toEqual({
      'tierPlans.0.topics.1': 'Unknown topic',
      'tierPlans.2': 'Unknown tier',
      tierPlans: 'Too many',
    });
    expect(placed.others).toEqual(['Tier 1 topic 2: Unknown topic', 'Tier 3: Unknown tier', 'Tier Plan: Too many']);
  });

  it('names a path of no field and no part from the path itself; a message of the whole body as it is', () => {
    const placed = placeFieldErrors({ 'version.0': ['Required'], '': ['Bad body'] }, FIELDS, PARTS);
    expect(placed.others).toEqual(['Version 1: Required', 'Bad body']);
    expect(placeFieldErrors({ 'tierPlans.0.id': ['Unknown'] }, FIELDS).others).toEqual(['Tier plans 1, id: Unknown']);
  });

  it('joins the messages of a field, and of paths that land on the same field or part', () => {
    const placed = placeFieldErrors(
      {
        name: ['Required', 'Too short'],
        'curriculumContext.subject.id': ['Unknown'],
        'curriculumContext.subject.subject': ['Blank'],
        'tierPlans.0.topics.0.id': ['Unknown'],
        'tierPlans.0.topics.0.deleted': ['Not a flag'],
      },
      FIELDS,
      PARTS,
    );
    expect(placed.fields).toEqual({ name: 'Required Too short', 'curriculumContext.subject': 'Unknown Blank' });
    expect(placed.parts).toEqual({ 'tierPlans.0.topics.0': 'Unknown Not a flag' });
  });
});
