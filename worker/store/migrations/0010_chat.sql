-- Chat assistant Noor (ADR 019). Times are unix seconds.

-- Saved conversations (POST /v1/chat/save): the messages and the shopper's 1-5 rating, nothing about who
-- the shopper is (no IP, no customer id). id: the browser's chat_id, or a hash of the conversation when
-- the browser sent none, so saving the same chat twice keeps one row.
CREATE TABLE chats (
  id TEXT PRIMARY KEY,
  messages TEXT NOT NULL CHECK (json_valid(messages)),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at INTEGER NOT NULL
);
CREATE INDEX chats_created ON chats (created_at);

-- Passages of the service pages, the FAQ and the blog that Noor answers from (retrieval). One row per
-- section (the intro, or a heading with the text under it). id: "<content key>#<n>"; path: the page's URL.
-- Filled from kv-seed/content by the seed (kv-seed/chat-passages-sql.ts); public text only, never orders
-- or customers.
CREATE TABLE chat_passages (
  id TEXT PRIMARY KEY,
  page_key TEXT NOT NULL,
  path TEXT NOT NULL,
  title TEXT NOT NULL,
  heading TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX chat_passages_heading ON chat_passages (page_key, heading);

-- Full-text index over the passages (external content: the rows above, kept in step by the triggers).
CREATE VIRTUAL TABLE chat_passages_fts USING fts5 (
  title,
  heading,
  body,
  content = 'chat_passages',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER chat_passages_ai AFTER INSERT ON chat_passages BEGIN
  INSERT INTO chat_passages_fts (rowid, title, heading, body) VALUES (new.rowid, new.title, new.heading, new.body);
END;
CREATE TRIGGER chat_passages_ad AFTER DELETE ON chat_passages BEGIN
  INSERT INTO chat_passages_fts (chat_passages_fts, rowid, title, heading, body) VALUES ('delete', old.rowid, old.title, old.heading, old.body);
END;
CREATE TRIGGER chat_passages_au AFTER UPDATE ON chat_passages BEGIN
  INSERT INTO chat_passages_fts (chat_passages_fts, rowid, title, heading, body) VALUES ('delete', old.rowid, old.title, old.heading, old.body);
  INSERT INTO chat_passages_fts (rowid, title, heading, body) VALUES (new.rowid, new.title, new.heading, new.body);
END;
