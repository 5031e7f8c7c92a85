/*
 * What the demo teachers wrote in their unit and lesson plan forms: per topic of the demo plans (demo-plans.ts
 * TOPICS, the pre-primary ones of demo-preprimary.ts) the objectives, vocabulary, misconceptions, learning outcomes
 * and material; per subject what every unit of it shares. Plain data: demo-plan-forms.ts shapes it into form values
 * and checks them with the contract's schemas.
 */

export type DemoSubject = 'maths' | 'english' | 'science' | 'preprimary';

export interface TopicContent {
  concept: string;
  skill: string;
  fact: string;
  vocabulary: string;
  misconception: string;
  /** The unit's learning outcomes (3 to 5); its lessons choose from them. */
  outcomes: string[];
  /** Teaching learning material: name and reference. */
  tlm: [name: string, reference: string][];
}

export interface SubjectContent {
  languageOfInstruction: string;
  studentObjectives: string | null;
  values: {
    symbioticLearning: string;
    environmentalConsciousness: string;
    designThinking: string;
    emotionalWellness: string;
    sustainableDevelopment: string;
    valueOfMonth: string;
  };
  levels: [all: string, most: string, some: string];
  /** Item names of the list of values 'Formative Assessment'. */
  formativeAssessments: string[];
  formative: string;
  formativeReference: string;
  summative: string;
  summativeReference: string;
  unitReflection: string;
  starter: string;
  /** Item names of the list of values 'Introduction Activities'. */
  introductionActivities: string[];
  /** Item names of the list of values 'Teaching Strategies', each with a reference page. */
  strategies: [name: string, reference: string][];
  /** Main-content rows: time, what the teacher does, what the learners do. */
  mainContents: [time: string, teacher: string, students: string][];
  summarization: string;
  realLifeConnect: string;
  assessmentTask: string;
  assessmentRubric: string;
  assignmentTask: string;
  lessonReflection: string;
}

const NCERT = 'https://ncert.nic.in/textbook.php';
const DIKSHA = 'https://diksha.gov.in/explore';

export const TOPIC_CONTENT: Record<string, TopicContent> = {
  'Large numbers': {
    concept:
      'The value of a digit depends on its place; the Indian system groups digits as thousands, lakhs and crores.',
    skill: 'Read, write and compare numbers up to one crore in the Indian and the international system.',
    fact: '1 lakh = 100 thousand; 10 lakh = 1 million; 1 crore = 100 lakh.',
    vocabulary: 'place value, face value, lakh, crore, ascending, descending',
    misconception: 'Learners think a number with more zeros is always larger, whatever the other digits.',
    outcomes: [
      'Reads and writes numbers up to one crore',
      'Finds the place value of a digit in a large number',
      'Compares and orders numbers using the place value chart',
      'Rounds numbers to the nearest ten, hundred and thousand',
    ],
    tlm: [
      ['Place value chart and abacus', 'Classroom kit, Mathematics lab'],
      ['NCERT Math-Magic V, Chapter 1', NCERT],
    ],
  },
  Operations: {
    concept: 'Multiplication is repeated addition and division is equal sharing or repeated subtraction.',
    skill: 'Multiply a 3-digit number by a 2-digit number and divide by a 1-digit number, checking with estimation.',
    fact: 'Dividend = divisor × quotient + remainder.',
    vocabulary: 'product, multiplier, dividend, divisor, quotient, remainder, estimate',
    misconception: 'Learners forget the placeholder zero in the second row of long multiplication.',
    outcomes: [
      'Multiplies 3-digit numbers by 2-digit numbers',
      'Divides with and without a remainder and checks the answer',
      'Estimates a product or quotient before calculating',
      'Solves word problems on money and measures using the four operations',
    ],
    tlm: [
      ['Grid paper and multiplication charts', 'Mathematics lab cupboard 2'],
      ['DIKSHA practice sheets on division', DIKSHA],
    ],
  },
  Fractions: {
    concept: 'A fraction names equal parts of a whole or of a collection; equivalent fractions name the same amount.',
    skill: 'Find equivalent fractions and add fractions with like and unlike denominators.',
    fact: 'Multiplying numerator and denominator by the same number gives an equivalent fraction.',
    vocabulary: 'numerator, denominator, equivalent, like fractions, unlike fractions, simplest form',
    misconception: 'Learners add numerators and denominators separately (1/2 + 1/3 = 2/5).',
    outcomes: [
      'Represents fractions on paper strips and on the number line',
      'Finds equivalent fractions and reduces a fraction to its simplest form',
      'Adds and subtracts like and unlike fractions',
      'Solves sharing problems with fractions from daily life',
    ],
    tlm: [
      ['Fraction strips and paper folding', 'Coloured A4 sheets, one per learner'],
      ['NCERT Math-Magic V, Chapter 4 (Parts and Wholes)', NCERT],
    ],
  },
  Decimals: {
    concept: 'Decimals extend place value to the right of the ones place: tenths and hundredths.',
    skill: 'Convert between fractions and decimals and use decimals in money and length.',
    fact: '1 rupee = 100 paise, so 50 paise = ₹0.50; 1 m = 100 cm.',
    vocabulary: 'decimal point, tenths, hundredths, paise, conversion',
    misconception: 'Learners read 0.25 as larger than 0.5 because 25 is larger than 5.',
    outcomes: [
      'Reads and writes tenths and hundredths as decimals',
      'Converts simple fractions to decimals and back',
      'Uses decimals to add and subtract amounts of money',
    ],
    tlm: [
      ['Play money (notes and coins)', 'Mathematics lab, shop corner'],
      ['Metre scale and measuring tape', 'Mathematics lab'],
    ],
  },
  Geometry: {
    concept: 'Angles measure turning; shapes are named by their sides, angles and symmetry.',
    skill: 'Measure and draw angles with a protractor and classify triangles and quadrilaterals.',
    fact: 'A right angle is 90°; the angles of a triangle add up to 180°.',
    vocabulary: 'angle, vertex, acute, obtuse, right angle, protractor, symmetry',
    misconception: 'Learners think an angle is bigger when its arms are drawn longer.',
    outcomes: [
      'Identifies acute, right and obtuse angles in the surroundings',
      'Measures and draws angles up to 180° with a protractor',
      'Classifies triangles and quadrilaterals by their sides and angles',
      'Finds lines of symmetry in shapes and rangoli patterns',
    ],
    tlm: [
      ['Protractors, geo-strips and a clock model', 'Geometry box, Mathematics lab'],
      ['NCERT Math-Magic V, Chapter 2 (Shapes and Angles)', NCERT],
    ],
  },
  Measurement: {
    concept: 'Perimeter is the length around a shape; area is the surface it covers, counted in unit squares.',
    skill: 'Find the perimeter and area of rectangles and squares, in the right units.',
    fact: 'Area of a rectangle = length × breadth; perimeter = 2 × (length + breadth).',
    vocabulary: 'perimeter, area, square unit, length, breadth, boundary',
    misconception: 'Learners think two shapes with the same perimeter have the same area.',
    outcomes: [
      'Measures the perimeter of objects in the classroom',
      'Finds the area of shapes by counting unit squares',
      'Uses the formulas for the area and perimeter of a rectangle',
      'Chooses the right unit (cm, m, sq cm, sq m) for a measurement',
    ],
    tlm: [
      ['Square grid sheets and measuring tapes', 'Mathematics lab'],
      ['DIKSHA video: area and perimeter', DIKSHA],
    ],
  },
  Reading: {
    concept: 'Readers make meaning by predicting, questioning and connecting a text to their own life.',
    skill: 'Read a story and a poem aloud with expression and answer inferential questions.',
    fact: 'A story has characters, a setting, a problem and a resolution.',
    vocabulary: 'character, setting, plot, rhyme, stanza, moral',
    misconception: 'Learners think reading fast is the same as reading well.',
    outcomes: [
      'Reads a story aloud with expression and the right pauses',
      'Identifies the characters, setting and problem of a story',
      'Answers questions that need reading between the lines',
      'Recites a poem and explains its central idea',
    ],
    tlm: [
      ['NCERT Marigold V, Unit 1 (Ice-cream Man, Wonderful Waste!)', NCERT],
      ['Story cards and the class library corner', 'Class library, shelf B'],
    ],
  },
  Grammar: {
    concept: 'Nouns name people, places and things; verbs tell what they do; they must agree in number and tense.',
    skill: 'Use common, proper and collective nouns and the simple tenses correctly in sentences.',
    fact: 'A singular subject takes a singular verb: "The dog barks", "The dogs bark".',
    vocabulary: 'noun, proper noun, collective noun, verb, tense, subject-verb agreement',
    misconception: 'Learners think every word ending in -s is a plural noun.',
    outcomes: [
      'Sorts nouns into common, proper and collective nouns',
      'Uses the simple present, past and future tense in sentences',
      'Corrects errors of subject-verb agreement in a paragraph',
    ],
    tlm: [
      ['Word cards and a sentence strip chart', 'English resource room'],
      ['Grammar worksheets on DIKSHA', DIKSHA],
    ],
  },
  Writing: {
    concept: 'Writing has a purpose and a reader: a letter and a description each follow a form.',
    skill: 'Write an informal letter and a descriptive paragraph with a clear beginning, middle and end.',
    fact: 'An informal letter has the address, date, greeting, body and closing.',
    vocabulary: 'salutation, body, closing, adjective, sensory details, paragraph',
    misconception: 'Learners think a longer piece of writing is always a better one.',
    outcomes: [
      'Writes an informal letter in the correct format',
      'Describes a person or place using sensory details',
      'Plans writing with a mind map before drafting',
      'Edits own writing for spelling and punctuation',
    ],
    tlm: [
      ['Sample letters and a letter-format chart', 'English resource room'],
      ['Picture prompts for descriptions', 'Class display board'],
    ],
  },
  Vocabulary: {
    concept:
      'Words have relatives: synonyms mean the same, antonyms the opposite, and idioms mean more than their words.',
    skill: 'Use a dictionary and context clues to find the meaning of new words and idioms.',
    fact: '"A piece of cake" means something very easy.',
    vocabulary: 'synonym, antonym, idiom, context clue, dictionary entry',
    misconception: 'Learners read idioms literally.',
    outcomes: [
      'Finds synonyms and antonyms of common words',
      'Uses a dictionary to find meanings and spellings',
      'Explains and uses five common idioms in sentences',
    ],
    tlm: [
      ['Oxford School Dictionary (one for two learners)', 'Class library'],
      ['Idiom picture cards', 'English resource room'],
    ],
  },
  Literature: {
    concept: 'Drama tells a story through dialogue and action; a biography tells the true story of a life.',
    skill: 'Read a play in roles and summarise the life of a person from a biography.',
    fact: 'A play is divided into scenes; stage directions are written in brackets.',
    vocabulary: 'dialogue, scene, stage direction, biography, achievement, timeline',
    misconception: 'Learners think stage directions are to be read aloud as dialogue.',
    outcomes: [
      'Reads a play in roles with suitable expression',
      'Tells the difference between dialogue and stage directions',
      'Makes a timeline of the main events in a biography',
      'Writes a short summary of a famous life',
    ],
    tlm: [
      ['Biography of Dr A. P. J. Abdul Kalam (abridged)', 'Class library'],
      ['Role cards and simple props', 'Drama cupboard'],
    ],
  },
  Speaking: {
    concept: 'A speaker organises ideas for listeners: an opening, points with reasons and a close.',
    skill: 'Speak for two minutes on a topic and take part in a class debate, listening and responding.',
    fact: 'A debate has a motion, speakers for and against, and a moderator.',
    vocabulary: 'motion, for, against, rebuttal, eye contact, pause',
    misconception: 'Learners think speaking louder makes an argument stronger.',
    outcomes: [
      'Speaks on a topic for two minutes with an opening and a close',
      'Gives a reason and an example for each point',
      'Listens to a speaker and responds politely',
    ],
    tlm: [
      ['Debate topic cards and a timer', 'English resource room'],
      ['Recorded speeches from the school assembly', 'School media drive'],
    ],
  },
  'Living things': {
    concept: 'All living things are made of cells; plants make their food by photosynthesis.',
    skill: 'Observe cells under a microscope and record how a plant grows in a diary.',
    fact: 'Chlorophyll makes leaves green and traps sunlight.',
    vocabulary: 'cell, nucleus, cell membrane, chlorophyll, photosynthesis, stomata',
    misconception: 'Learners think plants take their food from the soil.',
    outcomes: [
      'Draws and labels a plant cell and an animal cell',
      'Explains how a plant makes its food',
      'Records observations of a growing plant over two weeks',
      'Tells living from non-living things with reasons',
    ],
    tlm: [
      ['Microscopes and onion peel slides', 'Science lab'],
      ['NCERT Science VII, Chapter 1 (Nutrition in Plants)', NCERT],
    ],
  },
  Matter: {
    concept: 'Matter exists as solid, liquid and gas; mixtures can be separated by their properties.',
    skill: 'Separate mixtures by filtration, evaporation and magnetic separation.',
    fact: 'Water boils at 100 °C and freezes at 0 °C at sea level.',
    vocabulary: 'solid, liquid, gas, mixture, filtration, evaporation, sediment',
    misconception: 'Learners think a dissolved substance has disappeared.',
    outcomes: [
      'Classifies materials as solids, liquids and gases',
      'Separates a mixture choosing the right method',
      'Explains evaporation and condensation with daily examples',
    ],
    tlm: [
      ['Filter paper, funnels, a magnet and salt solution', 'Science lab'],
      ['DIKSHA simulation: states of matter', DIKSHA],
    ],
  },
  Energy: {
    concept: 'Heat flows from hotter to colder bodies; light travels in straight lines and reflects.',
    skill: 'Measure temperature with a thermometer and show reflection with a plane mirror.',
    fact: 'Normal human body temperature is about 37 °C.',
    vocabulary: 'conduction, convection, radiation, reflection, opaque, transparent',
    misconception: 'Learners think cold flows into a warm hand from ice.',
    outcomes: [
      'Reads a clinical and a laboratory thermometer correctly',
      'Explains conduction, convection and radiation with examples',
      'Shows that light travels in a straight line',
      'Sorts materials as transparent, translucent and opaque',
    ],
    tlm: [
      ['Thermometers, a candle and plane mirrors', 'Science lab'],
      ['NCERT Science VII, Chapter 4 (Heat)', NCERT],
    ],
  },
  Forces: {
    concept: 'A force is a push or a pull; friction opposes motion and magnets attract some materials.',
    skill: 'Compare friction on different surfaces and find the poles of a magnet.',
    fact: 'Like poles repel and unlike poles attract.',
    vocabulary: 'force, friction, lubricant, magnet, north pole, south pole',
    misconception: 'Learners think heavier objects always fall faster.',
    outcomes: [
      'Shows that friction depends on the surfaces in contact',
      'Suggests ways to increase or reduce friction',
      'Identifies magnetic and non-magnetic materials',
    ],
    tlm: [
      ['Inclined plane, toy cars and bar magnets', 'Science lab'],
      ['DIKSHA video: friction around us', DIKSHA],
    ],
  },
  Earth: {
    concept: 'Water moves between land, sea and air in the water cycle; weather is the state of the air each day.',
    skill: 'Record weather for a week and explain the water cycle with a model.',
    fact: 'India gets most of its rain from the south-west monsoon (June to September).',
    vocabulary: 'evaporation, condensation, precipitation, humidity, monsoon, forecast',
    misconception: 'Learners think clouds are made of smoke or cotton-like vapour.',
    outcomes: [
      'Draws and explains the water cycle',
      'Records temperature, rainfall and wind for a week',
      'Explains how the monsoon affects farming in India',
      'Suggests ways to save water at home and at school',
    ],
    tlm: [
      ['Water cycle model and a rain gauge', 'Science lab, school garden'],
      ['IMD weather maps', 'https://mausam.imd.gov.in'],
    ],
  },
  Health: {
    concept: 'A balanced diet and good hygiene keep the body healthy and prevent disease.',
    skill: 'Plan a balanced meal and test foods for starch with iodine.',
    fact: 'Vitamin C deficiency causes scurvy; iodine deficiency causes goitre.',
    vocabulary: 'nutrients, carbohydrates, proteins, vitamins, deficiency, hygiene',
    misconception: 'Learners think fat is always bad for the body.',
    outcomes: [
      'Names the nutrients and their sources in Indian food',
      'Plans a balanced tiffin for a school day',
      'Explains how hand washing prevents disease',
    ],
    tlm: [
      ['Food samples, iodine solution and droppers', 'Science lab'],
      ['NCERT Science VI, Chapter 2 (Components of Food)', NCERT],
    ],
  },
  Phonics: {
    concept: 'Each letter makes a sound; sounds blend into words.',
    skill: 'Say the sound of each letter and blend three-letter words (c-a-t).',
    fact: 'The vowels are a, e, i, o, u.',
    vocabulary: 'sound, letter, blend, vowel',
    misconception: 'Children say the letter name (bee) instead of its sound (b).',
    outcomes: [
      'Says the sound of each letter a to z',
      'Blends three-letter words with short vowels',
      'Finds objects in the class that begin with a given sound',
    ],
    tlm: [
      ['Sandpaper letters and a sound box', 'Pre-primary activity room'],
      ['Jolly Phonics songs', 'Pre-primary media drive'],
    ],
  },
  'Rhymes and stories': {
    concept: 'Rhymes and stories have a beginning, a middle and an end, and words that sound alike.',
    skill: 'Recite a rhyme with actions and retell a short story with picture cards.',
    fact: 'Rhyming words end with the same sound (cat, hat, mat).',
    vocabulary: 'rhyme, story, beginning, end, character',
    misconception: 'Children think rhyming words must look the same.',
    outcomes: [
      'Recites three rhymes with actions',
      'Retells a short story in the right order',
      'Finds pairs of rhyming words',
    ],
    tlm: [
      ['Puppets and story picture cards', 'Pre-primary activity room'],
      ['Big book: The Thirsty Crow', 'Class library'],
    ],
  },
  'Sight words': {
    concept: 'Some common words are read by sight, without sounding them out.',
    skill: 'Read and match ten sight words (the, is, a, I, to, and, my, in, it, we).',
    fact: '"The" is the most common word in English.',
    vocabulary: 'word, read, match, find',
    misconception: 'Children try to sound out "the" letter by letter.',
    outcomes: ['Reads ten sight words', 'Matches sight words with picture cards', 'Finds sight words in a big book'],
    tlm: [
      ['Sight word flash cards and a word wall', 'UKG classroom'],
      ['Sight word bingo', 'Pre-primary activity room'],
    ],
  },
  'Picture reading': {
    concept: 'Pictures tell a story: what we see, what is happening, what may happen next.',
    skill: 'Describe a picture in two or three sentences.',
    fact: 'Pictures in a book are read from left to right.',
    vocabulary: 'picture, see, happening, next',
    misconception: 'Children describe only one object instead of the whole picture.',
    outcomes: [
      'Names the objects and people in a picture',
      'Says what is happening in a picture',
      'Guesses what may happen next',
    ],
    tlm: [
      ['Picture cards of a market, a park and a farm', 'Pre-primary activity room'],
      ['Picture books from the class library', 'Class library'],
    ],
  },
  'Early writing': {
    concept: 'Letters are made of standing, sleeping and slanting lines and curves.',
    skill: 'Hold a crayon with a tripod grip and trace and write letters between lines.',
    fact: 'We write from left to right and from top to bottom.',
    vocabulary: 'line, curve, trace, write',
    misconception: 'Children start letters from the bottom.',
    outcomes: [
      'Holds a crayon with a tripod grip',
      'Traces standing, sleeping and slanting lines and curves',
      'Writes small letters a to z between four lines',
    ],
    tlm: [
      ['Sand trays, crayons and four-line notebooks', 'UKG classroom'],
      ['Tracing worksheets', 'Pre-primary resource file'],
    ],
  },
  'Show and tell': {
    concept: 'We speak about something we like so that others can listen and ask.',
    skill: 'Speak three sentences about an object brought from home.',
    fact: 'We wait for our turn to speak.',
    vocabulary: 'show, tell, listen, turn',
    misconception: 'Children think only the speaker needs to pay attention.',
    outcomes: [
      'Speaks three sentences about a favourite object',
      'Listens to a friend and asks one question',
      'Waits for their turn in a circle',
    ],
    tlm: [
      ['Objects from home and a talking stick', 'UKG classroom'],
      ['Circle-time mat', 'Pre-primary activity room'],
    ],
  },
};

/** The content of a unit whose name is no topic (Revision and project): the subject's revision. */
export const REVISION_CONTENT: Record<DemoSubject, TopicContent> = {
  maths: {
    concept: 'The term’s ideas connect: numbers, operations and measures are used together in real problems.',
    skill: 'Choose and apply the right operation to multi-step problems.',
    fact: 'Checking an answer by estimation catches most errors.',
    vocabulary: 'estimate, check, strategy, multi-step',
    misconception: 'Learners pick the operation from key words alone ("altogether" always means add).',
    outcomes: [
      'Solves multi-step word problems from the term',
      'Explains the strategy used to a partner',
      'Presents a group project on mathematics in the school canteen',
    ],
    tlm: [['Term question bank', 'Mathematics department drive']],
  },
  english: {
    concept: 'Reading, writing and speaking support each other: a project uses all three.',
    skill: 'Plan, write and present a class magazine page in a group.',
    fact: 'A magazine page has a headline, a picture and short paragraphs.',
    vocabulary: 'headline, caption, editor, draft, layout',
    misconception: 'Learners think the first draft is the final one.',
    outcomes: [
      'Revises the term’s grammar through short exercises',
      'Writes and edits an article for the class magazine',
      'Presents the group’s page to the class',
    ],
    tlm: [['Chart paper, old magazines and glue', 'English resource room']],
  },
  science: {
    concept: 'Scientists ask a question, test it fairly and share what they found.',
    skill: 'Plan and carry out a fair test in a group.',
    fact: 'A fair test changes one thing at a time.',
    vocabulary: 'hypothesis, variable, fair test, observation, conclusion',
    misconception: 'Learners change several things at once in an experiment.',
    outcomes: [
      'Revises the term’s concepts through a concept map',
      'Plans a fair test with one variable',
      'Presents findings with a chart at the science fair',
    ],
    tlm: [['Science fair kit and chart paper', 'Science lab']],
  },
  preprimary: {
    concept: 'We practise the sounds, words and rhymes of the term through play.',
    skill: 'Use the term’s sounds and words in games.',
    fact: 'Practice helps us remember.',
    vocabulary: 'play, game, remember',
    misconception: 'Children think a game has no learning in it.',
    outcomes: ['Plays sound games with the term’s letters', 'Recites the term’s rhymes in a group'],
    tlm: [['Games corner material', 'Pre-primary activity room']],
  },
};
