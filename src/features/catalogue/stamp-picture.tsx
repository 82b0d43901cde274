import { Box, Image, Text } from '@chakra-ui/react';
import { formatFaceValue, issueTitle } from './catalogue-format';

const width = 120;
const height = 150;
/** Radius and spacing of the perforation holes along each edge. */
const hole = 4;
const step = 12;

/** A tint per catalogue number, so neighbouring cards differ; the same number always gets the same one. */
const tints = ['#b83232', '#2f6f9f', '#3f7f4f', '#8a5a2b', '#6a4c93', '#a0522d'];
const tintOf = (code: string) => tints[[...code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % tints.length]!;

/** The centres of the holes along one edge of `length`, evenly spread from corner to corner. */
const holesAlong = (length: number) => {
  const count = Math.floor(length / step);
  const gap = length / count;
  return Array.from({ length: count + 1 }, (_, i) => i * gap);
};

/**
 * A variety's picture: the catalogue's image when it has one; otherwise a drawn stamp (perforated edge, 中国人民邮政,
 * the catalogue number, the title and the face value) captioned 示意图, so it is never taken for a photo of the stamp.
 */
export function StampPicture({
  imageUrl,
  code,
  name,
  faceValue,
  size = 120,
}: {
  imageUrl: string | null;
  code: string;
  name: string;
  /** The first piece's face value, printed on the drawing; null prints none. */
  faceValue: number | null;
  size?: number;
}) {
  const title = issueTitle(name, code);
  if (imageUrl) {
    return <Image src={imageUrl} alt={`${code} ${title}`} w={`${size}px`} h={`${(size * height) / width}px`} objectFit="contain" loading="lazy" />;
  }
  const tint = tintOf(code);
  const short = title.length > 7 ? `${title.slice(0, 6)}…` : title;
  return (
    <Box as="figure" w={`${size}px`} m="0" data-testid="stamp-illustration">
      <svg viewBox={`0 0 ${width} ${height}`} width={size} role="img" aria-label={`${code} ${title} 示意图`}>
        <rect x="0" y="0" width={width} height={height} fill="#fdfaf2" />
        {holesAlong(width).map((x) => (
          <g key={`h${x}`}>
            <circle cx={x} cy="0" r={hole} fill="white" />
            <circle cx={x} cy={height} r={hole} fill="white" />
          </g>
        ))}
        {holesAlong(height).map((y) => (
          <g key={`v${y}`}>
            <circle cx="0" cy={y} r={hole} fill="white" />
            <circle cx={width} cy={y} r={hole} fill="white" />
          </g>
        ))}
        <rect x="10" y="10" width={width - 20} height={height - 20} fill={tint} opacity="0.12" stroke={tint} strokeWidth="1.5" />
        <text x={width / 2} y="28" textAnchor="middle" fontSize="10" fill={tint}>
          中国人民邮政
        </text>
        <text x={width / 2} y="78" textAnchor="middle" fontSize="22" fontWeight="bold" fill={tint}>
          {code}
        </text>
        <text x={width / 2} y="102" textAnchor="middle" fontSize="11" fill="#333">
          {short}
        </text>
        {faceValue !== null && (
          <text x={width - 16} y={height - 18} textAnchor="end" fontSize="12" fontWeight="bold" fill={tint}>
            {formatFaceValue(faceValue)}
          </text>
        )}
      </svg>
      <Text as="figcaption" fontSize="2xs" color="gray.600" textAlign="center">
        示意图
      </Text>
    </Box>
  );
}
