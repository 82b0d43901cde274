import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { uploadKeyPattern, uploadUrl } from '../../api/contracts/upload-rules';
import { initialView, stepView } from './image-zoom';
import { ZoomableImage, ZoomControls } from './zoomable-image';

/**
 * /magnifier?key= (图片放大, spec section 2): one public picture at its own size with the viewer's zoom and pan. A key
 * that is missing, not of our form, or names no public picture (unknown, private papers) shows 图片不存在.
 */
export function MagnifierPage({ imageKey }: { imageKey?: string }) {
  const [view, setView] = useState(initialView);
  const [failed, setFailed] = useState<string | null>(null);
  if (!imageKey || !uploadKeyPattern.test(imageKey) || failed === imageKey) {
    return (
      <Text color="gray.600" data-testid="magnifier-missing">
        {messages.imageNotFound}
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="magnifier">
      <ZoomControls zoom={view.zoom} onZoom={(action) => setView((v) => stepView(v, action))} />
      <ZoomableImage url={uploadUrl(imageKey)} alt="大图" view={view} onView={setView} fit="natural" onError={() => setFailed(imageKey)} />
    </Stack>
  );
}
