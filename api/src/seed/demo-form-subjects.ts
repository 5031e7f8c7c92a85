import type { DemoSubject, SubjectContent } from './demo-form-content';

/*
 * What every demo unit and lesson form of a subject shares (demo-form-content.ts has what differs per topic).
 * The English units carry a line of Hindi, so the PDFs show their Devanagari font.
 */

const values = {
  symbioticLearning: 'Learners work in pairs and groups and learn from one another’s methods.',
  environmentalConsciousness: 'Examples come from the school campus and the neighbourhood; paper is reused.',
  designThinking: 'Learners suggest and test their own ways to solve a problem.',
  emotionalWellness: 'Mistakes are welcomed as steps to learning; every learner gets time to speak.',
  sustainableDevelopment: 'Links to SDG 4 (quality education) and SDG 12 (responsible consumption).',
  valueOfMonth: 'Honesty',
};

const STRATEGY_REFERENCE = 'https://ciet.ncert.gov.in/activity/pedagogy';

export const SUBJECT_CONTENT: Record<DemoSubject, SubjectContent> = {
  maths: {
    languageOfInstruction: 'English; number names also said in the learners’ home languages.',
    studentObjectives: 'Use numbers and measures confidently in daily life: shopping, cooking, travel.',
    values,
    levels: [
      'solve routine problems of the unit with concrete material',
      'solve problems without material and explain their steps',
      'make up problems of their own and solve them in more than one way',
    ],
    formativeAssessments: ['Exit ticket', 'Quiz', 'Think-pair-share'],
    formative: 'Daily exit tickets of two questions; a quiz at the end of each sub unit.',
    formativeReference: 'https://diksha.gov.in/explore (Class V Mathematics question banks)',
    summative: 'Unit test of 25 marks: 10 short answers, 3 word problems, 1 open problem.',
    summativeReference: 'Mathematics department question bank, Term 1 folder',
    unitReflection:
      'Concrete material first worked well; a third of the class needed one more period on word problems. Next time: start the unit with a shop role-play.',
    starter: 'Mental maths warm-up: five quick questions on the board, answered on slates.',
    introductionActivities: ['Question of the day', 'Demonstration'],
    strategies: [
      ['Scaffolding', STRATEGY_REFERENCE],
      ['Peer tutoring', STRATEGY_REFERENCE],
      ['Visual aids', 'https://diksha.gov.in/explore'],
    ],
    mainContents: [
      ['10 min', 'Recalls the previous lesson with a quick quiz on slates', 'Answer on slates and correct in pairs'],
      ['20 min', 'Models the method with material, then on the board', 'Work with the material in groups of four'],
      ['10 min', 'Gives practice sheets at two levels', 'Solve the sheet; early finishers make up a problem'],
    ],
    summarization: 'Learners state the rule in their own words; three learners solve a problem on the board.',
    realLifeConnect: 'Prices in the school canteen menu; measuring the classroom for new curtains.',
    assessmentTask: 'Exit ticket: two questions on today’s method; peer check with the answer key.',
    assessmentRubric: '2 marks per question: 1 for the method, 1 for the answer.',
    assignmentTask: 'Find three examples of the lesson’s idea at home and write a word problem about one.',
    lessonReflection: 'Group work with material took longer than planned; the practice sheet moved to homework.',
  },
  english: {
    languageOfInstruction:
      'English; new words are also explained in Hindi where it helps (कक्षा में चर्चा: class discussion).',
    studentObjectives: null,
    values,
    levels: [
      'read the text and answer factual questions',
      'answer inferential questions and use the new words in sentences',
      'write or speak creatively about the text and connect it to their life',
    ],
    formativeAssessments: ['Observation', 'Self assessment', 'Think-pair-share'],
    formative: 'Reading aloud observed with a checklist; a self-assessment card after each sub unit.',
    formativeReference: 'https://ncert.nic.in/textbook.php (Marigold V, exercises)',
    summative: 'Unit test: unseen passage (10), grammar (10), writing task (5).',
    summativeReference: 'English department question bank, Term 1 folder',
    unitReflection:
      'Role-play kept even the quiet learners speaking. The grammar part needs more practice in context, less in isolated sentences.',
    starter: 'Word of the day on the board: learners guess its meaning from a sentence.',
    introductionActivities: ['Story telling', 'Brainstorming'],
    strategies: [
      ['Collaborative learning', STRATEGY_REFERENCE],
      ['Scaffolding', STRATEGY_REFERENCE],
    ],
    mainContents: [
      ['10 min', 'Reads the text aloud, pausing to ask what may happen next', 'Listen and predict in pairs'],
      ['20 min', 'Guides group reading with question cards', 'Read in groups and answer the question cards'],
      ['10 min', 'Discusses the new words and their use', 'Write the new words in sentences of their own'],
    ],
    summarization: 'Each group shares one thing it learned; the class builds a word web on the board.',
    realLifeConnect: 'Link to EVS: the story’s setting; link to Art: a poster of the main character.',
    assessmentTask: 'Peer assessment of reading aloud with a three-point checklist.',
    assessmentRubric: 'Fluency, expression and pronunciation: 1 to 3 points each.',
    assignmentTask: 'Write five sentences about a similar experience of your own.',
    lessonReflection: 'Learners enjoyed predicting; the word work needed more time than planned.',
  },
  science: {
    languageOfInstruction: 'English; scientific terms with their everyday equivalents.',
    studentObjectives: 'Observe, question and test ideas about the world around them, safely.',
    values,
    levels: [
      'name and describe what they observed in the activity',
      'explain the observation with the unit’s concept',
      'design a test of their own and predict its result',
    ],
    formativeAssessments: ['Observation', 'Quiz', 'Exit ticket'],
    formative: 'Lab notebooks checked after each activity; a five-question quiz per sub unit.',
    formativeReference: 'https://diksha.gov.in/explore (Science VII practice)',
    summative: 'Unit test: objective (10), short answers (10), one diagram (5).',
    summativeReference: 'Science department question bank, Term 1 folder',
    unitReflection:
      'The hands-on activities made the concepts stick. Lab time ran short twice: next year, split the activity over two periods.',
    starter: 'A discrepant event: the teacher shows a surprising result and asks why.',
    introductionActivities: ['Demonstration', 'Video clip'],
    strategies: [
      ['Inquiry-based learning', STRATEGY_REFERENCE],
      ['Collaborative learning', STRATEGY_REFERENCE],
    ],
    mainContents: [
      ['10 min', 'Demonstrates the activity and asks learners to predict', 'Write a prediction in the lab notebook'],
      ['20 min', 'Supervises group experiments with a safety check', 'Carry out the experiment and record results'],
      ['10 min', 'Leads the discussion of results', 'Compare results across groups and draw a conclusion'],
    ],
    summarization: 'Learners complete a concept map of the lesson; two groups present their results.',
    realLifeConnect: 'Link to daily life at home and in the kitchen; link to Geography: weather and seasons.',
    assessmentTask: 'Self assessment of the lab notebook with a checklist; a three-question exit quiz.',
    assessmentRubric: 'Observation recorded (2), conclusion (2), diagram labelled (1).',
    assignmentTask: 'Repeat a safe version of the activity at home and record it with a drawing.',
    lessonReflection: 'Groups of four worked better than groups of six; two groups needed help recording.',
  },
  preprimary: {
    languageOfInstruction: 'English, with the children’s home language to settle and explain.',
    studentObjectives: null,
    values: { ...values, designThinking: 'Children choose their own way to show what they learned.' },
    levels: ['join in the activity with the group', 'do the activity on their own', 'help a friend with the activity'],
    formativeAssessments: ['Observation'],
    formative: 'Anecdotal records and a checklist in circle time.',
    formativeReference: 'NCERT guidelines for pre-school education',
    summative: 'Term portfolio of worksheets, drawings and photographs.',
    summativeReference: 'Pre-primary portfolio folder',
    unitReflection: 'Songs and actions held attention best; short activities of ten minutes worked.',
    starter: 'Good morning song and circle time.',
    introductionActivities: ['Story telling'],
    strategies: [['Visual aids', STRATEGY_REFERENCE]],
    mainContents: [],
    summarization: 'Circle time: each child shows or says one thing.',
    realLifeConnect: 'Things at home and in the school garden.',
    assessmentTask: 'Observation with a checklist during play.',
    assessmentRubric: 'Joins in, does it alone, helps a friend.',
    assignmentTask: 'Find one thing at home that begins with today’s sound.',
    lessonReflection: 'The children loved the song; the worksheet took longer than planned.',
  },
};

/** What the pre-primary (PRECLASS) lessons say in their own steps. */
export const PRECLASS_LESSON = {
  introducing: (topic: string) =>
    `Circle time with a song and a puppet introducing ${topic.toLowerCase()}; the teacher shows the picture cards and the children repeat after her.`,
  developing: (topic: string) =>
    `Activity corners (10 minutes each): sand tray, picture cards and a game on ${topic.toLowerCase()}; the teacher moves between corners and supports each child.`,
  practice: 'Children do a worksheet with colours; the teacher gives feedback with stars and a word of praise.',
  closure: 'Back to the circle: each child shows their work and the class sings the goodbye song.',
};
