ALTER TABLE "runclubs" ADD COLUMN "card" text;--> statement-breakpoint
-- Issue 9 and 13: a club search answers up to 20 club cards, and building each card's JSON on every
-- search was most of what a search cost the database after the index walk. The card is written once,
-- whenever its row changes (memberCount included), by this function, the one definition of a club
-- card's JSON (runclubCardSchema without the search's distanceKm, which the search adds). A change to
-- the card needs a new migration replacing this function and rewriting the cards; runclubs.test.ts
-- checks search cards against the strict contract and the club page.
CREATE OR REPLACE FUNCTION stride_club_card(c runclubs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (SELECT
    c.id AS "id", c.name AS "name", c.description AS "description", c.logo_url AS "logoUrl",
    c.location AS "location", c.lat AS "lat", c.lng AS "lng", c.run_days AS "runDays",
    c.distances AS "distances", c.ability_levels AS "abilityLevels", c.annual_cost::text AS "annualCost",
    c.member_count AS "memberCount") card
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_write_club_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := stride_club_card(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER runclubs_card BEFORE INSERT OR UPDATE ON runclubs
  FOR EACH ROW EXECUTE FUNCTION stride_write_club_card();--> statement-breakpoint
UPDATE runclubs SET card = stride_club_card(runclubs);
