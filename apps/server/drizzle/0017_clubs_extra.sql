-- Clubs created before the search column: their name in lower case (new writes also drop accents).
UPDATE "runclubs" SET "search_name" = lower("name") WHERE "search_name" = '';
