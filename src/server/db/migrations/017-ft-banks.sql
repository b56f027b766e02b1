-- 017: the Kuwaiti banks and exchange companies fund transfers are deposited with (ft/banks/,
-- spec/entities/ft-bank.schema.json): the banks licensed by the Central Bank of Kuwait and the
-- largest exchange companies, reference data every installation needs.

CREATE TABLE ft_bank_records (
  id bigserial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ft_bank_records_data_idx ON ft_bank_records USING gin (data jsonb_path_ops);

INSERT INTO ft_bank_records (data)
SELECT jsonb_build_object('name_en', name_en, 'name_ar', name_ar, 'kind', kind)
  FROM (VALUES
    ('National Bank of Kuwait', 'بنك الكويت الوطني', 'bank'),
    ('Gulf Bank', 'بنك الخليج', 'bank'),
    ('Commercial Bank of Kuwait', 'البنك التجاري الكويتي', 'bank'),
    ('Al Ahli Bank of Kuwait', 'البنك الأهلي الكويتي', 'bank'),
    ('Burgan Bank', 'بنك برقان', 'bank'),
    ('Kuwait Finance House', 'بيت التمويل الكويتي', 'bank'),
    ('Boubyan Bank', 'بنك بوبيان', 'bank'),
    ('Kuwait International Bank', 'بنك الكويت الدولي', 'bank'),
    ('Warba Bank', 'بنك وربة', 'bank'),
    ('Industrial Bank of Kuwait', 'البنك الصناعي الكويتي', 'bank'),
    ('Al Mulla International Exchange', 'شركة الملا للصرافة الدولية', 'exchange'),
    ('Al Muzaini Exchange', 'شركة المزيني للصرافة', 'exchange'),
    ('Bahrain Exchange Company', 'شركة البحرين للصرافة', 'exchange'),
    ('Dollarco Exchange', 'شركة دولاركو للصرافة', 'exchange')
  ) AS banks (name_en, name_ar, kind);
