-- 006: foreign entities and what belongs to them (documents, reviews, bank details, modify requests,
-- renewal audits), licence types, the links an entity fills its form through, and the Arabic-aware
-- search normalisation every list search uses.

-- Search text, normalised the same way for stored values and search terms: lower case, Latin
-- accents removed, Arabic alef forms → ا, ta marbuta → ه, alef maqsura → ي, tatweel and diacritics
-- (harakat, tanwin, shadda, sukun, dagger alef) dropped. IMMUTABLE so expression indexes can use it
-- (unaccent with an explicit dictionary does not depend on settings). Functions of index
-- expressions keep the search path they were created with: PostgreSQL 17 (PGlite) runs index
-- maintenance with a restricted one.
CREATE FUNCTION portal_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT
  AS $$
    SELECT translate(
      regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱةى', 'ااااهي')
  $$;

CREATE TABLE foreign_entity_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX foreign_entity_records_data_idx ON foreign_entity_records USING gin (data jsonb_path_ops);
CREATE INDEX foreign_entity_records_created_at_idx ON foreign_entity_records (created_at DESC, id DESC);
-- Status lists: the status code, newest first.
CREATE INDEX foreign_entity_records_status_idx ON foreign_entity_records ((data->>'status'), created_at DESC, id DESC);
CREATE INDEX foreign_entity_records_mission_idx ON foreign_entity_records ((data->>'mission'));
CREATE UNIQUE INDEX foreign_entity_records_uid_key ON foreign_entity_records ((data->>'uid'));
-- The list search (x-search: name, name_en, name_ar, email) and foreign-entities-search/: trigram
-- matching on the normalised text. The expression must stay the one list-query.ts builds.
CREATE INDEX foreign_entity_records_search_idx ON foreign_entity_records USING gin (
  portal_normalize(coalesce(data->>'name', '') || ' ' || coalesce(data->>'name_en', '') || ' ' || coalesce(data->>'name_ar', '') || ' ' || coalesce(data->>'email', '')) gin_trgm_ops
);

-- The six identifying values (product spec section 5), normalised, as one key for duplicates.
CREATE FUNCTION foreign_entity_identity(data jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT
  AS $$
    SELECT portal_normalize(data->>'email') || '|' || regexp_replace(coalesce(data->>'mobile', ''), '\D', '', 'g') || '|' ||
           coalesce(data->>'city', portal_normalize(data->>'custom_city_en')) || '|' ||
           coalesce(data->>'province', portal_normalize(data->>'custom_province_en')) || '|' ||
           coalesce(data->>'country', '') || '|' || portal_normalize(data->>'name')
  $$;
CREATE INDEX foreign_entity_records_identity_idx ON foreign_entity_records (foreign_entity_identity(data));

CREATE TABLE foreign_entity_file_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX foreign_entity_file_records_data_idx ON foreign_entity_file_records USING gin (data jsonb_path_ops);
CREATE INDEX foreign_entity_file_records_entity_idx ON foreign_entity_file_records ((data->>'foreign_entity'));

CREATE TABLE checklist_remark_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checklist_remark_records_data_idx ON checklist_remark_records USING gin (data jsonb_path_ops);
CREATE INDEX checklist_remark_records_created_at_idx ON checklist_remark_records (created_at DESC);

CREATE TABLE bank_detail_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_detail_records_data_idx ON bank_detail_records USING gin (data jsonb_path_ops);
CREATE INDEX bank_detail_records_created_at_idx ON bank_detail_records (created_at DESC);

CREATE TABLE modify_request_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX modify_request_records_data_idx ON modify_request_records USING gin (data jsonb_path_ops);
CREATE INDEX modify_request_records_created_at_idx ON modify_request_records (created_at DESC);

CREATE TABLE fe_audit_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fe_audit_records_data_idx ON fe_audit_records USING gin (data jsonb_path_ops);
CREATE INDEX fe_audit_records_created_at_idx ON fe_audit_records (created_at DESC);

CREATE TABLE license_type_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX license_type_records_data_idx ON license_type_records USING gin (data jsonb_path_ops);

-- The links a foreign entity fills its registration through (entity_form/{uid}/{form_uid}).
-- Only the sha256 of the secret is kept; a link ends when it expires, when a newer one is made
-- (revoked_at) or when the form is submitted with it (used_at).
CREATE TABLE entity_form_links (
  id bigserial PRIMARY KEY,
  foreign_entity_id bigint NOT NULL REFERENCES foreign_entity_records (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entity_form_links_entity_idx ON entity_form_links (foreign_entity_id);
