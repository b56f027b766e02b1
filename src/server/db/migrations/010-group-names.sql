-- Group names in both languages, as every other name of the portal (product spec section 1:
-- name_en, name_ar). `name` stays the English name the seed and the `name` filter know.
ALTER TABLE groups ADD COLUMN name_ar text;
UPDATE groups SET name_ar = CASE name
  WHEN 'Admin' THEN 'المسؤولون'
  WHEN 'Admin Observer' THEN 'مراقبو الإدارة'
  WHEN 'Staff' THEN 'الموظفون'
  WHEN 'Fund Transfer' THEN 'التحويلات المالية'
  ELSE name END;
ALTER TABLE groups ALTER COLUMN name_ar SET NOT NULL;
