-- Issue: documents every applicant can read. A letter template is written in one language ('en' or
-- 'es', contracts' LETTER_LANGUAGES): its letters' required adverse-action section, dates and page
-- numbers follow it. Templates made before are English. A letter keeps its language in its own
-- (encrypted) content, so eletter_letters needs no column.
ALTER TABLE "eletter_templates" ADD COLUMN "language" text NOT NULL DEFAULT 'en';
--> statement-breakpoint
ALTER TABLE "eletter_templates" ADD CONSTRAINT "eletter_templates_language_check" CHECK ("language" IN ('en', 'es'));
