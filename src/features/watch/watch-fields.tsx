import { Badge, HStack, Text } from '@chakra-ui/react';
import { deliveryMethodNames, tradeWayNames } from '../../api/contracts/trade-names';
import type { WatchTask } from '../../api/contracts/watch';
import { watchLimitNames, watchSideNames, watchStageNames, type WatchStage } from '../../api/contracts/watch-names';
import { formatYuan } from '../shared/format';

const stageColours: Record<WatchStage, string> = { active: 'blue', matched: 'orange', confirmed: 'green', stopped: 'gray', expired: 'gray' };

export function WatchStageBadge({ stage }: { stage: WatchStage }) {
  return <Badge colorPalette={stageColours[stage]}>{watchStageNames[stage]}</Badge>;
}

/** A task's conditions in one line each: what it watches, at what limit, how it takes. */
export function WatchTerms({ task }: { task: WatchTask }) {
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">
          {task.productName}（{task.exteriorName}）
        </Text>
        <WatchStageBadge stage={task.stage} />
      </HStack>
      <Text fontSize="sm">
        {watchSideNames[task.side]}：{watchLimitNames[task.side]} ¥{formatYuan(task.price)}/{task.unitsName}，数量 {task.quantity}，品相{task.grade}及以上
        {task.looseEdition ? '，接受散票（单枚）' : ''}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {tradeWayNames[task.tradeWay]} · {deliveryMethodNames[task.deliveryMethod]} · 截止 {task.endTime}
      </Text>
    </>
  );
}
