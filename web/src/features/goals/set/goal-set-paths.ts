/** The setter's screens. */
export const GOAL_SET_LIST_PATH = '/goals/set';
export const goalSettingPath = (id: number) => `${GOAL_SET_LIST_PATH}/${id}`;
