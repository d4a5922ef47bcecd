-- Returns under the right of withdrawal and proefslapen (docs/decisions/038).
-- made_to_spec: the line was configured for the customer (the boxspring configurator): made to the
-- customer's specification, excluded from withdrawal (article 13 of the conditions, app/kernel/withdrawal.ts).
ALTER TABLE order_lines ADD COLUMN made_to_spec INTEGER NOT NULL DEFAULT 0 CHECK (made_to_spec IN (0, 1));

-- A seal the shopper confirmed intact on the withdrawal form (sealed hygiene goods), per return line.
ALTER TABLE return_lines ADD COLUMN seal_intact INTEGER NOT NULL DEFAULT 0 CHECK (seal_intact IN (0, 1));

-- Never more units in returns (not rejected) than the order line holds, also under concurrent requests:
-- the code checks the delivered units first, this is the limit that holds whatever the timing.
CREATE TRIGGER return_lines_never_above_ordered BEFORE INSERT ON return_lines
WHEN NEW.quantity + (SELECT COALESCE(SUM(rl.quantity), 0) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
                      WHERE rl.order_id = NEW.order_id AND rl.position = NEW.position AND r.status <> 'rejected')
     > (SELECT quantity FROM order_lines WHERE order_id = NEW.order_id AND position = NEW.position)
BEGIN
  SELECT RAISE(ABORT, 'return_above_ordered');
END;

CREATE INDEX returns_created ON returns (created_at DESC, id DESC);
