-- Issue 33: a product's own verdict beside an inquiry's status, for My Reports (an eIDverifier awaiting
-- the applicant's answers, verified or not, where the status says "Completed" for each). Null for the
-- other products and for verifications stored before it (their verdict is inside the encrypted report).
ALTER TABLE "report_inquiries" ADD COLUMN "outcome" text;
