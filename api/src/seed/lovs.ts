/** Lists of values the product reads. Item names are shown; values are stored. */
export const SEED_LOVS: { name: string; description: string; items: [name: string, value: string][] }[] = [
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
    name: 'Tier Plan',
    description: 'Names of the tiers of an annual plan',
    items: [
      ['Tier 1', 'TIER_1'],
      ['Tier 2', 'TIER_2'],
      ['Tier 3', 'TIER_3'],
    ],
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
    items: [
      ['A.Y. 2021-2022', 'AY21_22'],
      ['A.Y. 2022-2023', 'AY22_23'],
      ['A.Y. 2023-2024', 'AY23_24'],
      ['A.Y. 2024-2025', 'AY24_25'],
      ['A.Y. 2025-2026', 'AY25_26'],
    ],
  },
];
