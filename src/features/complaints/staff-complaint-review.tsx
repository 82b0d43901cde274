import { Box, Button, Checkbox, Field, HStack, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffComplaintQueryOptions } from '../../api/complaints/staff-complaint-queries';
import { useDecideComplaint } from '../../api/complaints/staff-complaints';
import { decisionLimits, fitsLimits } from '../../api/contracts/complaint-rules';
import type { StaffComplaint } from '../../api/contracts/complaints';
import { messages } from '../../api/contracts/messages';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { notify } from '../shared/toaster';
import { ComplaintBody, ComplaintHeading } from './complaint-body';
import { emptyTerms, PunishmentTermsFields, termsOf, termsProblem, type TypedTerms } from './punishment-terms-fields';
import { DataBoundary } from '../shared/data-boundary';

/** 投诉详情 (/staff/complaints/{id}): the complaint in full (both members by name: staff read it as a party would), and the decision while it is pending. */
export function StaffComplaintReview({ id }: { id: number }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="投诉详情">
      <DataBoundary>
        <Complaint id={id} />
      </DataBoundary>
    </Stack>
  );
}

/** What the route's loader started loading, once it is here (DataBoundary shows the wait and a failure). */
function Complaint({ id }: { id: number }) {
  const { data: complaint } = useSuspenseQuery(staffComplaintQueryOptions(id));
  return (
    <>
      <ComplaintHeading complaint={complaint} />
      {complaint.decidedBy && <FieldRow label="处理人">{complaint.decidedBy}</FieldRow>}
      <ComplaintBody complaint={complaint} />
      {complaint.state === 'pending' && <DecideForm complaint={complaint} />}
    </>
  );
}

/** 裁决: 投诉成立 or 不成立 with the text the public reads; an upheld one may punish the respondent in the same step. */
function DecideForm({ complaint }: { complaint: StaffComplaint }) {
  const decide = useDecideComplaint();
  const [result, setResult] = useState<'upheld' | 'dismissed'>('upheld');
  const [decision, setDecision] = useState('');
  const [punish, setPunish] = useState(false);
  const [terms, setTerms] = useState<TypedTerms>(emptyTerms);
  const [checked, setChecked] = useState(false);
  const punishing = punish && result === 'upheld' && complaint.respondentId !== null;
  const decisionIssue = fitsLimits(decision, decisionLimits) ? null : messages.decisionRule;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (decisionIssue || (punishing && termsProblem(terms))) return;
    decide.mutate(
      { id: complaint.id, result, decision, ...(punishing ? { punishment: termsOf(terms) } : {}) },
      { onSuccess: () => notify.success(messages.complaintDecided) },
    );
  };

  return (
    <form aria-label="裁决" onSubmit={submit} noValidate>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <RadioGroup.Root value={result} onValueChange={(e) => setResult(e.value as 'upheld' | 'dismissed')} aria-label="裁决结果">
          <HStack gap="4">
            <RadioGroup.Item value="upheld">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>投诉成立</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="dismissed">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>投诉不成立</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        <Field.Root invalid={checked && Boolean(decisionIssue)}>
          <Field.Label>处理说明</Field.Label>
          <Textarea
            rows={4}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
            placeholder="将在投诉专栏公示，并通过站内信通知投诉双方"
          />
          <Field.ErrorText>{checked && decisionIssue}</Field.ErrorText>
        </Field.Root>
        {result === 'upheld' && complaint.respondentId !== null && (
          <Box>
            <Checkbox.Root checked={punish} onCheckedChange={(e) => setPunish(e.checked === true)} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>同时处罚被投诉人（{complaint.respondentName}）</Checkbox.Label>
            </Checkbox.Root>
          </Box>
        )}
        {punishing && <PunishmentTermsFields value={terms} onChange={setTerms} checked={checked} />}
        <ErrorLine error={decide.isError ? failureMessage(decide.error) : null} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={decide.isPending}>
          提交裁决
        </Button>
      </Stack>
    </form>
  );
}
