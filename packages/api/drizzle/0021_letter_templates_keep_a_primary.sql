-- A church with letter templates always has a primary one: statements use it when none is chosen.
-- The unique index of 0015 allows at most one; this checks, when the transaction commits (so a
-- change may clear the old mark before setting the new one), that one is left.
CREATE FUNCTION "letter_templates_keep_a_primary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  church integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    church := OLD."organization_id";
  ELSE
    church := NEW."organization_id";
  END IF;
  IF EXISTS (SELECT 1 FROM "letter_templates" WHERE "organization_id" = church)
     AND NOT EXISTS (SELECT 1 FROM "letter_templates" WHERE "organization_id" = church AND "is_primary") THEN
    RAISE EXCEPTION 'letter_templates_keep_a_primary: church % would have letter templates but no primary one', church
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "letter_templates_keep_a_primary"
  AFTER INSERT OR UPDATE OR DELETE ON "letter_templates"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "letter_templates_keep_a_primary"();
