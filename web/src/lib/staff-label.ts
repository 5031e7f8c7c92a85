/** A person as a picker or a list names them. */
export interface StaffPerson {
  fullName: string;
  email: string;
  designation?: string | null;
}

const key = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/**
 * How each person of a list is named so that two of the same name can be told apart: the name alone where it is
 * the only one, else the name with the designation, or with the email where the designation does not tell them
 * apart (missing, or shared). Names compare ignoring case and surrounding spaces.
 */
export function staffLabels(people: readonly StaffPerson[]): string[] {
  const names = new Map<string, number>();
  const designations = new Map<string, number>();
  for (const person of people) {
    names.set(key(person.fullName), (names.get(key(person.fullName)) ?? 0) + 1);
    const both = `${key(person.fullName)}\u0000${key(person.designation)}`;
    designations.set(both, (designations.get(both) ?? 0) + 1);
  }
  return people.map((person) => {
    if ((names.get(key(person.fullName)) ?? 0) < 2) return person.fullName;
    const designation = person.designation?.trim();
    const unique = designations.get(`${key(person.fullName)}\u0000${key(designation)}`) === 1;
    return `${person.fullName} (${designation && unique ? designation : person.email})`;
  });
}
