-- lead.search_text (what the lead list's keyword matches) spans the lead and its customer's
-- name, so triggers keep it: on the lead's own fields, and on the customer's rename (a merge
-- re-points customer_id, which the first trigger covers).
CREATE OR REPLACE FUNCTION lead_search_text(p_title text, p_lead_no text, p_prospect text, p_customer bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce(p_title, '') || ' ' || coalesce(p_lead_no, '') || ' ' || replace(coalesce(p_lead_no, ''), '-', '') || ' ' || coalesce(p_prospect, ''))
      || coalesce((SELECT ' ' || c.name_key || ' ' || lower(c.name) FROM customer c WHERE c.id = p_customer), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_text_set() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lead_search_text(NEW.title, NEW.lead_no, NEW.prospect_company, NEW.customer_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER lead_search_text_set BEFORE INSERT OR UPDATE OF title, lead_no, prospect_company, customer_id ON lead
  FOR EACH ROW EXECUTE FUNCTION lead_search_text_set();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_text_customer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead SET search_text = lead_search_text(title, lead_no, prospect_company, customer_id) WHERE customer_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lead_search_text_customer AFTER UPDATE OF name, name_key ON customer
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_key IS DISTINCT FROM NEW.name_key)
  EXECUTE FUNCTION lead_search_text_customer();--> statement-breakpoint
UPDATE lead SET search_text = lead_search_text(title, lead_no, prospect_company, customer_id);
