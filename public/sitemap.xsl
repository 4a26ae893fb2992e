<?xml version="1.0" encoding="UTF-8"?>
<!-- Makes the sitemap index (groups with URL counts) and each group sitemap (URL and last-modified rows) readable in a browser. -->
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:sc="urn:storefront:sitemap">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en-AU">
      <head>
        <meta name="robots" content="noindex"/>
        <title>Sitemap</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; }
          table { border-collapse: collapse; width: 100%; max-width: 70rem; }
          th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e5e7eb; }
          th { background: #f9fafb; }
          a { color: #7f1d1d; }
        </style>
      </head>
      <body>
        <xsl:choose>
          <xsl:when test="s:sitemapindex">
            <h1>Sitemap</h1>
            <table>
              <thead><tr><th scope="col">Group</th><th scope="col">URLs</th><th scope="col">Last modified</th></tr></thead>
              <tbody>
                <xsl:for-each select="s:sitemapindex/s:sitemap">
                  <tr>
                    <td><a href="{s:loc}"><xsl:value-of select="sc:group"/></a></td>
                    <td><xsl:value-of select="sc:count"/></td>
                    <td><xsl:value-of select="substring(s:lastmod, 1, 10)"/></td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </xsl:when>
          <xsl:otherwise>
            <h1>Sitemap: <xsl:value-of select="count(s:urlset/s:url)"/> URLs</h1>
            <p><a href="/sitemap.xml">All groups</a></p>
            <table>
              <thead><tr><th scope="col">URL</th><th scope="col">Last modified</th></tr></thead>
              <tbody>
                <xsl:for-each select="s:urlset/s:url">
                  <tr>
                    <td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
                    <td><xsl:value-of select="substring(s:lastmod, 1, 10)"/></td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </xsl:otherwise>
        </xsl:choose>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
