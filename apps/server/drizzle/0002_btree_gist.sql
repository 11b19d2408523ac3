-- btree_gist lets one GiST index hold both the location (ll_to_earth) and the start time, so the
-- near-me search walks only upcoming events in the box instead of every past event there too.
CREATE EXTENSION IF NOT EXISTS btree_gist;
