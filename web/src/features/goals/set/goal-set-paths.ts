/** The setter's screens (spec 001 section 2). */
export const GOAL_SET_LIST_PATH = '/goals/set';
export const goalSettingPath = (id: number) => `${GOAL_SET_LIST_PATH}/${id}`;
