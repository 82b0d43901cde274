import { Heading, List, Stack, Text } from '@chakra-ui/react';

/** /about (关于我们): what 邮市 is and how it keeps trading safe. Static text: it changes with the product, not daily. */
export function AboutPage() {
  return (
    <Stack gap="4" bg="white" p="6" borderRadius="md" borderWidth="1px" lineHeight="1.9">
      <Text>
        邮市是面向邮票及邮品收藏者的网上交易市场和资讯平台。会员可以发布求购和出售挂牌、在线确认成交，并通过余额、金豆或押金付款；访客无需登录即可浏览公告、资讯、产品目录、排行榜和投诉公示。
      </Text>
      <Heading as="h2" size="md">
        我们提供
      </Heading>
      <List.Root ps="5">
        <List.Item>邮票市场：按志号、形态和品相（全品、上品、中品）挂牌买卖，挂牌附最多9张实拍照片；</List.Item>
        <List.Item>担保交易：货款由平台代管，买家确认收货后再结算给卖家；</List.Item>
        <List.Item>产品目录与成交记录：新中国邮票的志号、发行日期与面值，以及本站真实成交形成的价格走势；</List.Item>
        <List.Item>资讯与帮助：新邮发行、集邮知识和平台动态，帮助中心解答常见问题；</List.Item>
        <List.Item>大宗交易、保证金交易、交割代理等服务。</List.Item>
      </List.Root>
      <Heading as="h2" size="md">
        我们的原则
      </Heading>
      <List.Root ps="5">
        <List.Item>如实描述：品相和瑕疵写清楚，是避免纠纷的第一步；</List.Item>
        <List.Item>资金安全：会员实名认证，付款走平台，工作人员不会索要密码和验证码；</List.Item>
        <List.Item>公开透明：投诉处理结果与处罚在投诉专栏和处罚公示中公开。</List.Item>
      </List.Root>
      <Text color="gray.600" fontSize="sm">
        本站资讯与行情仅供参考，不构成投资建议。
      </Text>
    </Stack>
  );
}
