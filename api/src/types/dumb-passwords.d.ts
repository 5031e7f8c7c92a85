declare module 'dumb-passwords' {
  const dumbPasswords: { check(password: string): boolean; rateOfUsage(password: string): number };
  export default dumbPasswords;
}
