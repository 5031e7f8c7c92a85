/**
 * User Type (applicationUserType) of a staff member: what the person is in the school, independent of the roles
 * that grant privileges. A choice, stored as the value; TEACHER is the spec's default (000 section 9).
 */
export const USER_TYPES = ['TEACHER', 'COORDINATOR', 'PRINCIPAL', 'ADMINISTRATOR', 'SUPPORT_STAFF'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const DEFAULT_USER_TYPE: UserType = 'TEACHER';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  TEACHER: 'Teacher',
  COORDINATOR: 'Coordinator',
  PRINCIPAL: 'Principal',
  ADMINISTRATOR: 'Administrator',
  SUPPORT_STAFF: 'Support Staff',
};

export const USER_TYPE_MESSAGE = `Choose one of: ${USER_TYPES.map((type) => USER_TYPE_LABELS[type]).join(', ')}`;

const byKey = new Map<string, UserType>(
  USER_TYPES.flatMap((type) => [
    [keyOf(type), type],
    [keyOf(USER_TYPE_LABELS[type]), type],
  ]),
);

function keyOf(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The user type a text names, forgiving case, spaces and punctuation ('support staff', 'Support-Staff' and
 * 'SUPPORT_STAFF' are SUPPORT_STAFF); null when it names none.
 */
export function userTypeOf(text: string): UserType | null {
  return byKey.get(keyOf(text)) ?? null;
}

export const userTypeLabel = (type: string) => (USER_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
