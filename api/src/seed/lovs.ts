import { annualPeriodItems, TIER_PLAN_ITEMS, TIER_PLAN_LOV } from '@school/contract';

export interface SeedLov {
  name: string;
  description: string;
  items: [name: string, value: string][];
  /**
   * Items that follow the calendar (annual periods): at every start the list gains the items it lacks (by value,
   * whatever their status), so an item an administrator deactivated stays deactivated.
   */
  topUp?: boolean;
}

/** Lists of values the product reads. Item names are shown; values are stored. */
export const SEED_LOVS: SeedLov[] = [
  {
    name: 'Affiliated Board',
    description: 'Boards a school can be affiliated to',
    items: [
      ['CBSE', 'CBSE'],
      ['ICSE', 'ICSE'],
      ['State Board', 'STATE'],
      ['IB', 'IB'],
      ['Cambridge', 'CAMBRIDGE'],
    ],
  },
  {
    name: TIER_PLAN_LOV,
    description: 'Names of the tiers of an annual plan',
    items: TIER_PLAN_ITEMS.map(([name, value]) => [name, value]),
  },
  {
    name: 'Teaching Strategies',
    description: 'Differentiated teaching and learning strategies',
    items: [
      ['Collaborative learning', 'COLLABORATIVE_LEARNING'],
      ['Flipped classroom', 'FLIPPED_CLASSROOM'],
      ['Inquiry-based learning', 'INQUIRY_BASED'],
      ['Peer tutoring', 'PEER_TUTORING'],
      ['Scaffolding', 'SCAFFOLDING'],
      ['Visual aids', 'VISUAL_AIDS'],
    ],
  },
  {
    name: 'Formative Assessment',
    description: 'Kinds of formative assessment',
    items: [
      ['Exit ticket', 'EXIT_TICKET'],
      ['Quiz', 'QUIZ'],
      ['Think-pair-share', 'THINK_PAIR_SHARE'],
      ['Observation', 'OBSERVATION'],
      ['Self assessment', 'SELF_ASSESSMENT'],
    ],
  },
  {
    name: 'Introduction Activities',
    description: 'Ways to open a lesson',
    items: [
      ['Story telling', 'STORY_TELLING'],
      ['Question of the day', 'QUESTION_OF_THE_DAY'],
      ['Demonstration', 'DEMONSTRATION'],
      ['Video clip', 'VIDEO_CLIP'],
      ['Brainstorming', 'BRAINSTORMING'],
    ],
  },
  {
    name: 'Annual Period',
    description: 'Academic years plans and goals belong to',
    // AY20_21 up to the year after the current one, computed from today (contract/src/academic-years.ts).
    items: annualPeriodItems(),
    topUp: true,
  },
];
