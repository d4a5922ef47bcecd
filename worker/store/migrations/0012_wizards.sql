-- Guided selling (spec sections 3 and 7): wizards, their questions and answers. Each answer names
-- the catalogue filter it selects (filter_code + comma separated value slugs, as in category URLs), or an
-- advice band ('weight:light|middle|heavy', 'height:short|middle|tall') that the mattress advice table turns
-- into a firmness (worker/domain/advice/). Seeded from kv-seed/wizards/.

CREATE TABLE wizards (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  title TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('full', 'quick'))
);

CREATE TABLE wizard_questions (
  id INTEGER PRIMARY KEY,
  wizard_id INTEGER NOT NULL REFERENCES wizards (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  question TEXT NOT NULL,
  explanation TEXT,
  is_skippable INTEGER NOT NULL DEFAULT 0 CHECK (is_skippable IN (0, 1)),
  is_multiselect INTEGER NOT NULL DEFAULT 0 CHECK (is_multiselect IN (0, 1)),
  show_if TEXT CHECK (show_if IS NULL OR json_valid(show_if))          -- {"question_id": N, "answer_ids": [..]}
);
CREATE INDEX wizard_questions_by_wizard ON wizard_questions (wizard_id, position);

CREATE TABLE wizard_answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES wizard_questions (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  answer TEXT NOT NULL,
  description TEXT,
  image TEXT,
  filter_code TEXT,
  filter_values TEXT,
  advice TEXT,
  CHECK ((filter_code IS NULL) = (filter_values IS NULL))
);
CREATE INDEX wizard_answers_by_question ON wizard_answers (question_id, position);
