import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('reads true, false, or the proxies’ addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('stops the server on anything else, naming the variable', () => {
    for (const value of ['2', 'proxy.example', '10.0.0.0/33', 'maybe']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('plan settings', () => {
  it('reads the school-specific classes and the start month of a plan year, with their defaults', () => {
    expect(loadConfig({}).SCHOOL_SPECIFIC_CLASSES).toEqual(['VI', 'VII', 'VIII']);
    expect(loadConfig({}).PLAN_YEAR_START_MONTH).toBe(4);
    expect(loadConfig({ SCHOOL_SPECIFIC_CLASSES: ' IX , X,' }).SCHOOL_SPECIFIC_CLASSES).toEqual(['IX', 'X']);
    expect(loadConfig({ PLAN_YEAR_START_MONTH: '6' }).PLAN_YEAR_START_MONTH).toBe(6);
    expect(loadConfig({}).PRE_PRIMARY_CLASSES).toEqual(['Nursery', 'LKG', 'UKG']);
    expect(loadConfig({ PRE_PRIMARY_CLASSES: ' Playgroup ,Nursery,' }).PRE_PRIMARY_CLASSES).toEqual([
      'Playgroup',
      'Nursery',
    ]);
    for (const value of ['0', '13', 'June', '4.5']) {
      expect(() => loadConfig({ PLAN_YEAR_START_MONTH: value }), value).toThrow(/PLAN_YEAR_START_MONTH/);
    }
  });
});

describe('evidence limits', () => {
  it('holds 10 files per goal and 100 MB per setter and period by default, and reads other values', () => {
    expect(loadConfig({}).EVIDENCE_MAX_FILES_PER_GOAL).toBe(10);
    expect(loadConfig({}).EVIDENCE_MAX_TOTAL_MB).toBe(100);
    const set = loadConfig({ EVIDENCE_MAX_FILES_PER_GOAL: '3', EVIDENCE_MAX_TOTAL_MB: '25.5' });
    expect(set.EVIDENCE_MAX_FILES_PER_GOAL).toBe(3);
    expect(set.EVIDENCE_MAX_TOTAL_MB).toBe(25.5);
    expect(loadConfig({ EVIDENCE_MAX_MB: '5', EVIDENCE_MAX_TOTAL_MB: '5' }).EVIDENCE_MAX_TOTAL_MB).toBe(5);
  });

  it('stops the server on a bad value, naming the variable', () => {
    for (const value of ['0', '-1', '2.5', 'ten']) {
      expect(() => loadConfig({ EVIDENCE_MAX_FILES_PER_GOAL: value }), value).toThrow(/EVIDENCE_MAX_FILES_PER_GOAL/);
    }
    for (const value of ['0', '-5', 'lots']) {
      expect(() => loadConfig({ EVIDENCE_MAX_TOTAL_MB: value }), value).toThrow(/EVIDENCE_MAX_TOTAL_MB/);
    }
    // A total below the largest file would refuse files the size limit allows.
    expect(() => loadConfig({ EVIDENCE_MAX_TOTAL_MB: '9' })).toThrow(/EVIDENCE_MAX_TOTAL_MB: must be at least/);
  });
});
