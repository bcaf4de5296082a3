CREATE TABLE "entity_counters" (
	"name" text NOT NULL,
	"shard" integer NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "entity_counters_name_shard_pk" PRIMARY KEY("name","shard")
);
