-- 021: global search (issue 15 item 4, `global-search/`). Each searched table keeps its search
-- document as a stored generated column: the kind's names, e-mails and numbers normalised by
-- portal_normalize (006: lower case, Latin accents, Arabic alef forms → ا, ta marbuta → ه, alef maqsura
-- → ي, diacritics and tatweel dropped), then the digits of its phones — computed once per write, not
-- once per candidate row and per ranking step — with a trigram index, so `LIKE '%term%'` and word
-- similarity (`%>`) read the index. The expressions are src/server/modules/search/kinds.ts's fields as
-- search-document.ts writes them (tests/api/global-search.test.ts checks the stored documents match).
ALTER TABLE foreign_entity_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  (portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', '')) || ' ' || regexp_replace(coalesce(data->>'mobile', ''), '\D', '', 'g'))
) STORED;
CREATE INDEX foreign_entity_records_search_document_idx ON foreign_entity_records USING gin (search_document gin_trgm_ops);
ALTER TABLE local_entity_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  (portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', '')) || ' ' || regexp_replace(coalesce(data->>'phone', ''), '\D', '', 'g'))
) STORED;
CREATE INDEX local_entity_records_search_document_idx ON local_entity_records USING gin (search_document gin_trgm_ops);
ALTER TABLE diplomatic_mission_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', ''))
) STORED;
CREATE INDEX diplomatic_mission_records_search_document_idx ON diplomatic_mission_records USING gin (search_document gin_trgm_ops);
ALTER TABLE fund_transfer_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  portal_normalize(coalesce(data->>'deposit_receipt', '') || ' ' || coalesce(data->>'cheque_no', '') || ' ' || coalesce(data->>'transaction_no', ''))
) STORED;
CREATE INDEX fund_transfer_records_search_document_idx ON fund_transfer_records USING gin (search_document gin_trgm_ops);
ALTER TABLE support_request_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  portal_normalize(coalesce(data->>'project_name', ''))
) STORED;
CREATE INDEX support_request_records_search_document_idx ON support_request_records USING gin (search_document gin_trgm_ops);
ALTER TABLE awqaf_request_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  (portal_normalize(coalesce(data->>'first_name', '') || ' ' || coalesce(data->>'last_name', '') || ' ' || coalesce(data->>'email', '') || ' ' || coalesce(data->>'passport_number', '')) || ' ' || regexp_replace(coalesce(data->>'mobile', ''), '\D', '', 'g'))
) STORED;
CREATE INDEX awqaf_request_records_search_document_idx ON awqaf_request_records USING gin (search_document gin_trgm_ops);
ALTER TABLE safe_travel_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  (portal_normalize(coalesce(jsonb_path_query_array(data, '$.travellers[*].name')::text, '') || ' ' || coalesce(jsonb_path_query_array(data, '$.travellers[*].passport_number')::text, '') || ' ' || coalesce(data->>'emergency_contact', '')) || ' ' || regexp_replace(coalesce(data->>'emergency_contact', ''), '\D', '', 'g'))
) STORED;
CREATE INDEX safe_travel_records_search_document_idx ON safe_travel_records USING gin (search_document gin_trgm_ops);
ALTER TABLE helpdesk_ticket_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  portal_normalize(coalesce(data->>'title', '') || ' ' || coalesce(data->>'submitter_email', ''))
) STORED;
CREATE INDEX helpdesk_ticket_records_search_document_idx ON helpdesk_ticket_records USING gin (search_document gin_trgm_ops);
ALTER TABLE reference_records ADD COLUMN search_document text GENERATED ALWAYS AS (
  portal_normalize(coalesce(data->>'title', '') || ' ' || coalesce(data->>'author', ''))
) STORED;
CREATE INDEX reference_records_search_document_idx ON reference_records USING gin (search_document gin_trgm_ops);
