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
  it('reads the school-specific classes and the start month of a plan year, with the defaults of issue 7', () => {
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
