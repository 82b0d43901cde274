ALTER TABLE "journal_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_holding_not_negative" CHECK ("accounts"."system_code" is null or "accounts"."system_code" = 'payment_gateway' or "accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_amount_not_zero" CHECK ("postings"."amount" <> 0);--> statement-breakpoint
-- The ledger's rules in the database (docs/adr/0018). First, every entry an order made names its order: settlements
-- are keyed `order:<id>:v<version>`, an anonymous basket's fee `basket:anonymous:order:<first order id>`. Compared as
-- text, so a key of another shape is never cast; an order that is gone leaves the entry unlinked.
UPDATE "journal_entries" AS e SET "order_id" = o."id" FROM "orders" AS o WHERE e."order_id" IS NULL AND o."id"::text = CASE WHEN e."idempotency_key" ~ '^order:[0-9]+:v[0-9]+$' THEN split_part(e."idempotency_key", ':', 2) WHEN e."idempotency_key" ~ '^basket:anonymous:order:[0-9]+$' THEN split_part(e."idempotency_key", ':', 4) END;--> statement-breakpoint
-- An entry has two postings or more and they sum to zero per asset. Checked at commit (deferred), so an entry may be
-- written posting by posting; index look-ups only: the entry's postings and their accounts.
CREATE FUNCTION "ledger_check_entry"(entry integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n bigint := 0;
  unbalanced text;
BEGIN
  FOR r IN SELECT a."asset", sum(p."amount") AS total, count(*) AS postings FROM "postings" p JOIN "accounts" a ON a."id" = p."account_id" WHERE p."entry_id" = entry GROUP BY a."asset" LOOP
    n := n + r.postings;
    IF r.total <> 0 AND unbalanced IS NULL THEN unbalanced := format('its %s postings sum to %s, not zero', r.asset, r.total); END IF;
  END LOOP;
  IF n < 2 THEN
    RAISE EXCEPTION 'journal entry % has % posting(s): an entry needs at least two postings', entry, n USING ERRCODE = 'check_violation';
  END IF;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % is unbalanced: %', entry, unbalanced USING ERRCODE = 'check_violation';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "ledger_check_new_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_entry"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "ledger_check_posting_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_entry"(NEW."entry_id");
  RETURN NULL;
END $$;--> statement-breakpoint
-- An entry with no posting at all, or one whose postings do not balance.
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_new_entry"();--> statement-breakpoint
-- A posting added to any entry, this transaction's or an old one's.
CREATE CONSTRAINT TRIGGER "postings_entry_balanced" AFTER INSERT ON "postings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_posting_entry"();--> statement-breakpoint
-- Entries are immutable; a correction is a new entry.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% are append-only: % refused (a correction is a new entry)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "postings_append_only" BEFORE UPDATE OR DELETE ON "postings" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "postings_no_truncate" BEFORE TRUNCATE ON "postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- A cached balance is the sum of its postings by construction: the postings a statement inserts move their accounts'
-- balances (netted per account, one update per statement), and nothing else may. The accounts' CHECKs (no member and
-- no holding account below zero) then hold for every posting, whoever writes it.
CREATE FUNCTION "ledger_move_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "accounts" AS a SET "balance" = a."balance" + d.delta FROM (SELECT "account_id", sum("amount") AS delta FROM inserted GROUP BY "account_id") AS d WHERE a."id" = d."account_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "postings_move_balances" AFTER INSERT ON "postings" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "ledger_move_balances"();--> statement-breakpoint
-- Refuses a balance set by anything but the trigger above (which runs one trigger level down): an account opens at 0.
CREATE FUNCTION "ledger_balance_from_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."balance" <> 0 THEN
      RAISE EXCEPTION 'account opened with balance %: a cached balance moves only with its postings', NEW."balance" USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW."balance" IS DISTINCT FROM OLD."balance" THEN
    RAISE EXCEPTION 'account % balance set by hand: a cached balance moves only with its postings', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_balance_from_postings" BEFORE INSERT OR UPDATE OF "balance" ON "accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_balance_from_postings"();
