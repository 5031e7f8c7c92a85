CREATE TABLE "goal_evidence_chunks" (
	"evidence_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "goal_evidence_chunks_evidence_id_seq_pk" PRIMARY KEY("evidence_id","seq")
);
--> statement-breakpoint
-- PDFs hold compressed streams: trying to compress their chunks again costs time on the thread serving requests
-- (PGlite) and saves next to nothing.
ALTER TABLE "goal_evidence_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "goal_evidences" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_evidence_chunks" ADD CONSTRAINT "goal_evidence_chunks_evidence_id_goal_evidences_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."goal_evidences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data migration: each stored file moves into chunks of 256 KB (the size the app writes), numbered from 0.
INSERT INTO "goal_evidence_chunks" ("evidence_id", "seq", "bytes")
SELECT e."id", c."seq", substring(e."content" from c."seq" * 262144 + 1 for 262144)
FROM "goal_evidences" e
CROSS JOIN LATERAL generate_series(0, ceil(length(e."content") / 262144.0)::integer - 1) AS c("seq");--> statement-breakpoint
ALTER TABLE "goal_evidences" DROP COLUMN "content";
