// A small WordPress export (WXR 1.2) for the import tests (issue 18): users, WooCommerce orders, 'vessel' posts,
// a page, and rows that must be skipped. `tag` makes the e-mails unique per run.
export function smallWxr(tag: string) {
  const meta = (key: string, value: string) =>
    `<wp:postmeta><wp:meta_key><![CDATA[${key}]]></wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`;
  const item = (id: number, type: string, title: string, metas: string[] = []) => `
    <item>
      <title><![CDATA[${title}]]></title>
      <wp:post_id>${id}</wp:post_id>
      <wp:status><![CDATA[publish]]></wp:status>
      <wp:post_type><![CDATA[${type}]]></wp:post_type>
      <content:encoded><![CDATA[<p>Body &amp; more</p>]]></content:encoded>
      ${metas.join("\n      ")}
    </item>`;
  const author = (id: number, login: string, email: string, first: string, last: string) => `
    <wp:author>
      <wp:author_id>${id}</wp:author_id>
      <wp:author_login><![CDATA[${login}]]></wp:author_login>
      <wp:author_email><![CDATA[${email}]]></wp:author_email>
      <wp:author_display_name><![CDATA[${first} ${last}]]></wp:author_display_name>
      <wp:author_first_name><![CDATA[${first}]]></wp:author_first_name>
      <wp:author_last_name><![CDATA[${last}]]></wp:author_last_name>
    </wp:author>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
  <channel>
    <title>Old Bosun site &amp; shop</title>
    <link>https://old-${tag}.example</link>
    <wp:wxr_version>1.2</wp:wxr_version>
    <wp:base_site_url>https://old-${tag}.example/</wp:base_site_url>
    ${author(1, `jo-${tag}`, `jo.${tag}@wp-import.example`, "Jo", "Harbour")}
    ${author(2, `sam-${tag}`, `sam.${tag}@wp-import.example`, "Sam", "Keel")}
    ${author(3, `broken-${tag}`, "not-an-email", "Broken", "Address")}
    ${item(10, "page", "About us")}
    ${item(11, "vessel", `Sea Breeze ${tag}`, [
      meta("owner_email", `jo.${tag}@wp-import.example`),
      meta("vessel_type", "Motor Yacht"),
      meta("length_metres", "12.5"),
      meta("year", "2015"),
      meta("make", "Riviera"),
    ])}
    ${item(12, "vessel", `Long Shot ${tag}`, [
      meta("owner_email", `sam.${tag}@wp-import.example`),
      meta("length_metres", "very long"),
    ])}
    ${item(13, "shop_order", "Order &ndash; 1 January", [
      meta("_billing_email", `pat.${tag}@wp-import.example`),
      meta("_billing_first_name", "Pat"),
      meta("_billing_last_name", "Mooring"),
      meta("_billing_phone", "0400 000 111"),
    ])}
    ${item(14, "shop_order", "Order 2", [
      meta("_billing_email", `jo.${tag}@wp-import.example`),
      meta("_billing_first_name", "Jo"),
      meta("_billing_last_name", "Harbour"),
    ])}
  </channel>
</rss>
`;
}
