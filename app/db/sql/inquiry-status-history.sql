-- An inquiry's status history (decision 036), written in the transaction of each status change,
-- whichever call made it, with the staff member the request named (set_config('activity.actor_id', ...)).
CREATE OR REPLACE FUNCTION inquiry_status_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inquiry_status_changes" ("inquiry_id", "from_status", "to_status", "changed_by", "changed_at")
  VALUES (NEW."id", OLD."status", NEW."status", nullif(current_setting('activity.actor_id', true), '')::uuid, clock_timestamp());
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER inquiries_status_history AFTER UPDATE OF status ON inquiries FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION inquiry_status_history_record();
