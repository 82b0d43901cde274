import { Button, Text } from '@chakra-ui/react';
import { bondMarginPercent } from '../../api/contracts/bond-names';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { useProtocolViewer } from '../auth';

/** 《保证金规则》: the margin rule (protocol type 2) in the protocol viewer. */
export function MarginRuleLink() {
  const protocols = useProtocolViewer();
  return (
    <Button variant="plain" colorPalette="brand" px="0" minH="44px" onClick={() => protocols.open(protocolTypes.margin)}>
      《保证金规则》
    </Button>
  );
}

/** The margin rule in one line, with the whole rule a press away. */
export function MarginRuleLine() {
  return (
    <Text fontSize="sm" color="gray.600">
      保证金交易仅限实名认证会员。发布和成交时，买卖双方各按成交金额的{bondMarginPercent}%冻结保证金；买方确认收货时从账户余额付款，双方保证金解冻；违约一方的保证金赔付给对方。详见
      <MarginRuleLink />
    </Text>
  );
}
