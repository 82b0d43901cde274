import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { AgentDeliveryDetail } from '../../api/contracts/agent-delivery';
import { agentDeliveryRoleNames, agentDeliverySideNames, agentInstructionNames } from '../../api/contracts/agent-delivery-names';
import { TrackingLink } from '../orders';
import { PhotoGallery } from '../photos';
import { DetailLabel } from '../shared/detail-label';
import { formatYuan } from '../shared/format';

type Address = AgentDeliveryDetail['agentAddress'];
type Parcel = AgentDeliveryDetail['inbound'];

const section = { gap: '3', bg: 'white', p: { base: '4', md: '5' }, borderRadius: 'md', borderWidth: '1px' } as const;
const grid = { templateColumns: '6em minmax(0, 1fr)', rowGap: '2', columnGap: '2' } as const;

/**
 * What a delivery's detail shows (库存明细): who and what (the order, both people, the fee, the instruction), what the
 * offer promised beside what the agent checked, the photos and the problem, the parcels in and out with their
 * tracking links, and the two addresses (where the seller ships: the agent's; where the agent forwards).
 */
export function AgentDeliveryFields({ delivery }: { delivery: AgentDeliveryDetail }) {
  return (
    <Grid {...grid} data-testid="agent-delivery-fields">
        <DetailLabel>订单号</DetailLabel>
        <Text>{delivery.orderId}</Text>
        <DetailLabel>代理类型</DetailLabel>
        <Text>{agentDeliverySideNames[delivery.side]}</Text>
        <DetailLabel>委托人</DetailLabel>
        <Text>{delivery.member}</Text>
        <DetailLabel>代理人</DetailLabel>
        <Text>{delivery.agent}</Text>
        <DetailLabel>我的身份</DetailLabel>
        <Text>{agentDeliveryRoleNames[delivery.role]}</Text>
        <DetailLabel>代理费</DetailLabel>
        <Text>¥{formatYuan(delivery.fee)}</Text>
        <DetailLabel>验货后</DetailLabel>
        <Text>{agentInstructionNames[delivery.instruction]}</Text>
        <DetailLabel>委托时间</DetailLabel>
        <Text>{delivery.createTime}</Text>
        <DetailLabel>更新时间</DetailLabel>
        <Text>{delivery.updateTime}</Text>
    </Grid>
  );
}

/** 验货: the offer's count and grade beside what the agent found, the photos (full size on a tap) and the problem. */
export function AgentInspectionSection({ delivery }: { delivery: AgentDeliveryDetail }) {
  return (
    <Stack {...section} as="section" aria-labelledby="agent-inspection">
      <Heading as="h2" size="sm" id="agent-inspection">
        验货
      </Heading>
      <Grid {...grid}>
        <DetailLabel>挂牌数量</DetailLabel>
        <Text>{delivery.quantity}</Text>
        <DetailLabel>核对数量</DetailLabel>
        <Text>{delivery.checkedQuantity ?? '未验货'}</Text>
        <DetailLabel>挂牌品相</DetailLabel>
        <Text>{delivery.grade}</Text>
        <DetailLabel>核对品相</DetailLabel>
        <Text>{delivery.checkedGrade ?? '未验货'}</Text>
        {delivery.problem !== null && (
          <>
            <DetailLabel>问题说明</DetailLabel>
            <Text color="red.fg" data-testid="agent-delivery-problem">
              {delivery.problem}
            </Text>
          </>
        )}
      </Grid>
      <Text color="gray.600" fontSize="sm">
        验货照片
      </Text>
      <PhotoGallery keys={delivery.photos} alt="验货照片" />
    </Stack>
  );
}

/** 物流: the seller's parcel to the agent, the agent's parcel on (or back), and the two addresses. */
export function AgentParcelsSection({ delivery }: { delivery: AgentDeliveryDetail }) {
  const outboundLabel = delivery.stage === 'returned' || delivery.stage === 'returning' ? '退回卖方' : '转寄';
  return (
    <Stack {...section} as="section" aria-labelledby="agent-parcels">
      <Heading as="h2" size="sm" id="agent-parcels">
        物流与地址
      </Heading>
      <Grid {...grid}>
        <DetailLabel>卖方发货</DetailLabel>
        <ParcelLine parcel={delivery.inbound} />
        <DetailLabel>{outboundLabel}</DetailLabel>
        <ParcelLine parcel={delivery.outbound} />
        <DetailLabel>代理人地址</DetailLabel>
        <AddressLine address={delivery.agentAddress} />
        <DetailLabel>转寄地址</DetailLabel>
        <AddressLine address={delivery.forwardAddress} />
      </Grid>
      <Text color="gray.600" fontSize="sm">
        卖方把邮品寄到代理人地址；代理人验货后按委托人的要求转寄到转寄地址或代为保管。
      </Text>
    </Stack>
  );
}

function ParcelLine({ parcel }: { parcel: Parcel }) {
  if (!parcel) return <Text color="gray.600">暂无</Text>;
  return (
    <Text>
      {parcel.expressCompany} <TrackingLink company={parcel.expressCompany} trackingNo={parcel.trackingNo} />
    </Text>
  );
}

function AddressLine({ address }: { address: Address }) {
  if (!address) return <Text color="gray.600">暂无</Text>;
  return (
    <Text wordBreak="break-word">
      {address.region} {address.detail} {address.consignee} {address.phone}
    </Text>
  );
}
