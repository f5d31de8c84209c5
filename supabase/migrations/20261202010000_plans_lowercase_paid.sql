-- "Paid" is a price type, not a name: inside the plans' sentences it is written in lower case, as the site's own
-- copy is (docs/product.md#plans).
update public.plans
set summary = replace(summary, 'Every Paid template', 'Every paid template'),
    features = array(
      select replace(feature, 'Every Paid template', 'Every paid template')
      from unnest(features) with ordinality as listed(feature, position)
      order by position
    );
