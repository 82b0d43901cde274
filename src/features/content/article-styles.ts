/** How article HTML looks: headings, lists, quotes, tables and pictures within the column. */
export const articleStyles = {
  lineHeight: '1.9',
  '& p': { my: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '5', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: '4', mb: '2' },
  '& h4': { fontSize: 'md', fontWeight: 'bold', mt: '3', mb: '1' },
  '& ul': { pl: '6', listStyleType: 'disc', my: '2' },
  '& ol': { pl: '6', listStyleType: 'decimal', my: '2' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'gray.300', pl: '3', color: 'gray.600', my: '3' },
  '& a': { color: 'brand.600', textDecoration: 'underline' },
  '& img': { maxW: '100%', h: 'auto', my: '2' },
  '& hr': { my: '4' },
  '& table': { borderCollapse: 'collapse', my: '3' },
  '& th, & td': { borderWidth: '1px', borderColor: 'gray.300', px: '2', py: '1' },
};
