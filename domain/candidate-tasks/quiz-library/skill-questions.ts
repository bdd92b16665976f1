/**
 * The starter question library of skill-based tests (spec 03 §2.3 "Quiz", issue 12: "a question library shipped as
 * data, a starter set per block"). The job wizard's skill blocks are free text, so a block is found by its name or
 * one of its aliases, case and spacing ignored; a skill the library does not know draws from General aptitude.
 * Every question is multiple choice with one correct option (`correct` is its index); ids are stable, since a
 * started quiz records the ids it drew and is scored against them later.
 */
export type SkillQuestion = { id: string; text: string; options: readonly string[]; correct: number };
export type SkillLibraryBlock = { skill: string; aliases: readonly string[]; questions: readonly SkillQuestion[] };

const q = (id: string, text: string, options: readonly string[], correct: number): SkillQuestion => ({ id, text, options, correct });

export const GENERAL_APTITUDE = 'General aptitude';

export const SKILL_LIBRARY: readonly SkillLibraryBlock[] = [
  {
    skill: 'JavaScript',
    aliases: ['js', 'javascript', 'ecmascript', 'node', 'node.js', 'nodejs', 'react', 'frontend', 'front-end'],
    questions: [
      q('js-01', 'What does `typeof null` evaluate to?', ['"null"', '"object"', '"undefined"', '"number"'], 1),
      q('js-02', 'Which keyword declares a block-scoped variable that cannot be reassigned?', ['var', 'let', 'const', 'static'], 2),
      q('js-03', 'What is the result of `[1, 2, 3].map((n) => n * 2)`?', ['[2, 4, 6]', '[1, 2, 3, 1, 2, 3]', '12', '[1, 4, 9]'], 0),
      q('js-04', 'Which comparison does not convert types before comparing?', ['==', '===', '=', '<='], 1),
      q('js-05', 'What does `Promise.all` do when one of its promises rejects?', ['Waits for the others, then resolves', 'Rejects with that reason', 'Ignores the rejection', 'Retries the rejected promise'], 1),
      q('js-06', 'Which method adds an element to the end of an array?', ['shift()', 'unshift()', 'push()', 'pop()'], 2),
      q('js-07', 'What does `0.1 + 0.2 === 0.3` evaluate to?', ['true', 'false', 'NaN', 'It throws an error'], 1),
      q('js-08', 'Which statement about arrow functions is true?', ['They have their own `this`', 'They take `this` from the enclosing scope', 'They can be used with `new`', 'They always return undefined'], 1),
      q('js-09', 'What does `JSON.parse` do?', ['Turns an object into a JSON string', 'Turns a JSON string into a value', 'Validates a schema', 'Fetches a JSON file'], 1),
      q('js-10', 'In the browser, what runs a callback after the current call stack is empty and other microtasks are done?', ['A resolved promise’s `then`', 'A `for` loop', 'A synchronous function call', 'A variable declaration'], 0),
    ],
  },
  {
    skill: 'TypeScript',
    aliases: ['ts', 'typescript'],
    questions: [
      q('ts-01', 'Which type accepts any value but requires narrowing before use?', ['any', 'unknown', 'never', 'object'], 1),
      q('ts-02', 'What does the `?` in `name?: string` mean on a property?', ['The property is optional', 'The property is private', 'The property is readonly', 'The property may be null only'], 0),
      q('ts-03', 'Which utility type makes every property of T optional?', ['Required<T>', 'Readonly<T>', 'Partial<T>', 'Pick<T, K>'], 2),
      q('ts-04', 'What is `never` used for?', ['Values that can be anything', 'Values that never occur', 'Optional values', 'Numbers only'], 1),
      q('ts-05', 'What is a discriminated union?', ['A union whose members share a literal-typed field telling them apart', 'A union of classes only', 'An enum with numeric values', 'A type that excludes null'], 0),
      q('ts-06', 'Which keyword introduces a generic type parameter constraint?', ['implements', 'extends', 'satisfies', 'infer'], 1),
      q('ts-07', 'What does `keyof { a: 1; b: 2 }` produce?', ['"a" | "b"', '1 | 2', 'string', '["a", "b"]'], 0),
      q('ts-08', 'What does the `satisfies` operator check?', ['That a value matches a type without changing its inferred type', 'That a class implements an interface at runtime', 'That a value is not null', 'That two types are identical'], 0),
      q('ts-09', 'Does TypeScript type information exist at runtime?', ['Yes, always', 'No, types are erased when compiled', 'Only for interfaces', 'Only in strict mode'], 1),
      q('ts-10', 'Which compiler option reports use of values that may be null or undefined?', ['noImplicitReturns', 'strictNullChecks', 'esModuleInterop', 'skipLibCheck'], 1),
    ],
  },
  {
    skill: 'SQL',
    aliases: ['sql', 'postgresql', 'postgres', 'mysql', 'database', 'databases'],
    questions: [
      q('sql-01', 'Which clause filters rows after grouping?', ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'], 1),
      q('sql-02', 'Which join returns only rows with matches in both tables?', ['LEFT JOIN', 'RIGHT JOIN', 'INNER JOIN', 'FULL OUTER JOIN'], 2),
      q('sql-03', 'What does `COUNT(*)` count?', ['Non-null values of the first column', 'Rows', 'Distinct rows only', 'Columns'], 1),
      q('sql-04', 'Which statement removes all rows from a table but keeps the table?', ['DROP TABLE', 'DELETE FROM without WHERE', 'ALTER TABLE', 'CREATE TABLE'], 1),
      q('sql-05', 'What does a primary key guarantee?', ['Values are unique and not null', 'Values are sorted', 'Values are encrypted', 'Values are indexed as text'], 0),
      q('sql-06', 'What is the result of `NULL = NULL` in SQL?', ['true', 'false', 'unknown (NULL)', 'An error'], 2),
      q('sql-07', 'Which keyword removes duplicate rows from a result?', ['UNIQUE', 'DISTINCT', 'GROUP', 'ONLY'], 1),
      q('sql-08', 'What protects a query from SQL injection?', ['Building it by string concatenation', 'Parameterised queries', 'Upper-case keywords', 'Using views'], 1),
      q('sql-09', 'What does a transaction’s ROLLBACK do?', ['Saves the changes', 'Undoes the changes since the transaction began', 'Locks the table forever', 'Restarts the server'], 1),
      q('sql-10', 'Which index helps most for `WHERE email = ?` on a large table?', ['No index', 'An index on email', 'An index on the primary key only', 'A full-text index on every column'], 1),
    ],
  },
  {
    skill: 'Python',
    aliases: ['python', 'py', 'django', 'flask'],
    questions: [
      q('py-01', 'What does `len([1, 2, 3])` return?', ['2', '3', '4', 'An error'], 1),
      q('py-02', 'Which type is immutable?', ['list', 'dict', 'tuple', 'set'], 2),
      q('py-03', 'What does `[x * x for x in range(3)]` produce?', ['[0, 1, 4]', '[1, 4, 9]', '[0, 1, 2]', '[1, 2, 3]'], 0),
      q('py-04', 'How does a Python block of code begin and end?', ['Curly braces', 'Indentation', 'BEGIN and END', 'Semicolons'], 1),
      q('py-05', 'What does `"a,b".split(",")` return?', ['"ab"', "['a', 'b']", "('a', 'b')", "['a,b']"], 1),
      q('py-06', 'Which keyword handles an exception?', ['catch', 'except', 'rescue', 'handle'], 1),
      q('py-07', 'What is `None`?', ['The number zero', 'An empty string', 'A value meaning “no value”', 'A boolean'], 2),
      q('py-08', 'What does `dict.get("k", 0)` return when "k" is missing?', ['None', 'It raises KeyError', '0', '"k"'], 2),
      q('py-09', 'Which statement creates a function?', ['function', 'def', 'fn', 'lambda only'], 1),
      q('py-10', 'What does `with open(path) as f:` ensure?', ['The file is read twice', 'The file is closed when the block ends', 'The file is created', 'The file is locked for other users'], 1),
    ],
  },
  {
    skill: 'Excel',
    aliases: ['excel', 'microsoft excel', 'spreadsheets', 'spreadsheet', 'google sheets'],
    questions: [
      q('xl-01', 'Which function adds up a range of cells?', ['COUNT', 'SUM', 'AVERAGE', 'MAX'], 1),
      q('xl-02', 'What does the `$` in `$A$1` do?', ['Formats as currency', 'Makes the reference absolute', 'Hides the cell', 'Converts to text'], 1),
      q('xl-03', 'Which function looks up a value in the first column of a table?', ['VLOOKUP', 'CONCAT', 'TRIM', 'ROUND'], 0),
      q('xl-04', 'What does `=IF(A1>10, "High", "Low")` show when A1 is 5?', ['High', 'Low', '5', 'FALSE'], 1),
      q('xl-05', 'Which feature summarises large data by categories with drag and drop?', ['Conditional formatting', 'PivotTable', 'Freeze panes', 'Spell check'], 1),
      q('xl-06', 'What does `COUNTIF(A1:A10, ">5")` return?', ['The sum of values above 5', 'How many cells are above 5', 'The first value above 5', 'TRUE or FALSE'], 1),
      q('xl-07', 'What does the error `#DIV/0!` mean?', ['A formula divided by zero', 'A name is misspelled', 'A value is too wide', 'A reference was deleted'], 0),
      q('xl-08', 'Which keeps header rows visible while scrolling?', ['Merge cells', 'Freeze panes', 'Wrap text', 'Group'], 1),
      q('xl-09', 'Which function joins text from several cells?', ['CONCAT', 'LEFT', 'LEN', 'FIND'], 0),
      q('xl-10', 'What does `=AVERAGE(2, 4, 6)` return?', ['4', '12', '6', '3'], 0),
    ],
  },
  {
    skill: 'Communication',
    aliases: ['communication', 'communication skills', 'written communication', 'verbal communication', 'english'],
    questions: [
      q('com-01', 'A customer e-mail is unclear. What is the best first step?', ['Guess what they meant', 'Ask a specific clarifying question', 'Ignore it', 'Forward it to everyone'], 1),
      q('com-02', 'What makes a status update most useful to a busy manager?', ['Every detail in time order', 'The outcome, risks and next step first', 'Technical jargon', 'No mention of problems'], 1),
      q('com-03', 'What is active listening?', ['Waiting for your turn to speak', 'Giving full attention and reflecting back what you heard', 'Taking notes without looking up', 'Agreeing with everything'], 1),
      q('com-04', 'When giving critical feedback, it is best to…', ['Focus on specific behaviour and its effect', 'Comment on the person’s character', 'Give it in front of the team', 'Wait several months'], 0),
      q('com-05', 'Which is the clearest meeting invitation?', ['“Quick chat?”', 'One with the purpose, agenda and expected outcome', 'One with no title', 'One sent one minute before'], 1),
      q('com-06', 'A colleague misunderstood your instructions. What do you do?', ['Blame them', 'Restate the instructions differently and confirm understanding', 'Do the task yourself silently', 'Escalate at once'], 1),
      q('com-07', 'Which tone suits a first e-mail to a new client?', ['Casual slang', 'Polite and concise', 'Very long and formal', 'All capital letters'], 1),
      q('com-08', 'What does “reading the room” mean in a meeting?', ['Counting attendees', 'Noticing how people react and adjusting', 'Reading the agenda aloud', 'Checking the room booking'], 1),
      q('com-09', 'You must share bad news with a team. What helps most?', ['Delay as long as possible', 'Be honest, explain why, and say what happens next', 'Send a vague message', 'Let rumours spread first'], 1),
      q('com-10', 'What is the purpose of summarising at the end of a call?', ['To make it longer', 'To confirm shared understanding and actions', 'To repeat your opinion', 'To end politely only'], 1),
    ],
  },
  {
    skill: 'Problem solving',
    aliases: ['problem solving', 'problem-solving', 'analytical skills', 'analytical thinking', 'critical thinking', 'logic'],
    questions: [
      q('ps-01', 'A process fails intermittently. What is a good first step?', ['Rewrite it entirely', 'Collect data on when it fails', 'Ignore it', 'Restart it every hour'], 1),
      q('ps-02', 'What is a root cause?', ['The first symptom noticed', 'The underlying reason a problem occurs', 'The person who reported it', 'The most expensive fix'], 1),
      q('ps-03', 'Which technique asks “why” repeatedly to reach a cause?', ['SWOT', 'The five whys', 'Brainstorming', 'Gantt chart'], 1),
      q('ps-04', 'Two solutions work equally well. Which do you pick?', ['The more complex one', 'The simpler, cheaper to maintain one', 'The newest technology', 'Neither'], 1),
      q('ps-05', 'A large problem feels overwhelming. What helps?', ['Break it into smaller parts', 'Wait for it to go away', 'Solve everything at once', 'Pass it to someone else'], 0),
      q('ps-06', 'How do you know a fix worked?', ['It feels right', 'Measure against the original symptom', 'Nobody complained today', 'The code compiles'], 1),
      q('ps-07', 'If all Bloops are Razzies and all Razzies are Lazzies, are all Bloops Lazzies?', ['Yes', 'No', 'Only some', 'Cannot tell'], 0),
      q('ps-08', 'What comes next: 2, 6, 12, 20, 30, …?', ['36', '40', '42', '44'], 2),
      q('ps-09', 'Under a tight deadline with several tasks, what do you do first?', ['The easiest task', 'Rank tasks by impact and urgency', 'The longest task', 'Whatever arrived last'], 1),
      q('ps-10', 'A decision depends on missing information. What is sensible?', ['Decide randomly', 'State assumptions, decide, and revisit when the information arrives', 'Never decide', 'Ask someone else to decide without context'], 1),
    ],
  },
  {
    skill: GENERAL_APTITUDE,
    aliases: ['general', 'aptitude', 'general aptitude'],
    questions: [
      q('ga-01', 'What is 15% of 200?', ['15', '20', '30', '35'], 2),
      q('ga-02', 'A train travels 120 km in 2 hours. What is its average speed?', ['40 km/h', '60 km/h', '80 km/h', '240 km/h'], 1),
      q('ga-03', 'Which word is closest in meaning to “rapid”?', ['Slow', 'Quick', 'Heavy', 'Quiet'], 1),
      q('ga-04', 'What comes next: 3, 9, 27, …?', ['36', '54', '81', '30'], 2),
      q('ga-05', 'If a shirt costs 80 after a 20% discount, what was its price?', ['96', '100', '64', '120'], 1),
      q('ga-06', 'Which is the odd one out?', ['Apple', 'Banana', 'Carrot', 'Cherry'], 2),
      q('ga-07', 'Five workers finish a job in 6 days. How long do 10 workers take at the same rate?', ['3 days', '12 days', '6 days', '2 days'], 0),
      q('ga-08', 'What is the opposite of “scarce”?', ['Rare', 'Plentiful', 'Small', 'Costly'], 1),
      q('ga-09', 'If today is Monday, what day is it in 10 days?', ['Wednesday', 'Thursday', 'Friday', 'Sunday'], 1),
      q('ga-10', 'Which number is largest?', ['0.7', '0.65', '0.695', '0.07'], 0),
    ],
  },
];

const normalise = (skill: string) => skill.trim().toLowerCase().replace(/\s+/g, ' ');

/** The library block a wizard skill name draws from: by name or alias, else General aptitude. */
export const libraryBlockFor = (skill: string): SkillLibraryBlock => {
  const name = normalise(skill);
  return (
    SKILL_LIBRARY.find((block) => normalise(block.skill) === name || block.aliases.includes(name)) ??
    SKILL_LIBRARY.find((block) => block.skill === GENERAL_APTITUDE)!
  );
};

const BY_ID = new Map(SKILL_LIBRARY.flatMap((block) => block.questions.map((question) => [question.id, question] as const)));

export const skillQuestion = (id: string): SkillQuestion | undefined => BY_ID.get(id);
