#include "ncclimportdialog.h"

#include "app/present/ncclchart.h"
#include "widgets/ncclfitchart.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace jct::planner {

NcclImportDialog::NcclImportDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import nccl-tests log"));
    auto *layout = new QVBoxLayout(this);
    m_chart = new widgets::NcclFitChart(this);
    m_chart->setMinimumSize(640, 400);
    layout->addWidget(m_chart, 1);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_changes = new QLabel(this);
    m_changes->setWordWrap(true);
    m_changes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_changes);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this);
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("Apply to the plan"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, [this] {
        emit applyRequested();
        accept();
    });
}

QPushButton *NcclImportDialog::applyButton() const
{
    return m_buttons->button(QDialogButtonBox::Apply);
}

QString NcclImportDialog::summaryText() const
{
    return m_summary->text();
}

QString NcclImportDialog::changesText() const
{
    return m_changes->text();
}

bool NcclImportDialog::loadLog(const QString &path, const format::LoadedScenario &plan, QString *error)
{
    format::NcclParseResult parsed = format::readNcclLogFile(path);
    if (!parsed.ok()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, parsed.error.toString());
        return false;
    }
    m_parsed = std::move(parsed);
    m_fits.clear();
    std::vector<MeasuredCollective> measured;
    for (const format::NcclLog &log : std::as_const(m_parsed.logs)) {
        present::NcclTableFit fit = present::fitNcclTable(log);
        if (!fit.fit.ok) {
            if (error)
                *error = QStringLiteral("%1: the %2 table determines neither α nor a bandwidth: %3; %4")
                             .arg(path, log.collective, present::alphaText(fit), present::bandwidthText(fit));
            return false;
        }
        measured.push_back(fit.measured(m_parsed.cluster));
        m_fits.push_back(std::move(fit));
    }
    const QString name = QFileInfo(path).fileName();
    const QLocale locale;
    m_chart->setData(present::ncclChartData(m_fits.front(), m_parsed.cluster, name, locale));
    QStringList lines;
    for (const present::NcclTableFit &f : m_fits) {
        lines << QStringLiteral("<b>%1</b>, %2").arg(f.log->collective, present::clusterText(m_parsed.cluster));
        lines << QStringLiteral("α: %1").arg(present::alphaText(f, locale).toHtmlEscaped());
        lines << QStringLiteral("bandwidth: %1").arg(present::bandwidthText(f, locale).toHtmlEscaped());
        for (const QString &note : present::fitNotes(f, locale))
            lines << QStringLiteral("note: %1").arg(note.toHtmlEscaped());
    }
    m_summary->setText(lines.join(QStringLiteral("<br>")));
    const MeasuredCollective together = measured.size() == 1 ? measured.front() : combineCollectives(measured);
    m_applied = present::applyNcclFit(plan, together, name, QFileInfo(path).lastModified().date().toString(Qt::ISODate),
                                      locale);
    QStringList changes;
    for (const QString &c : std::as_const(m_applied.changes))
        changes << QStringLiteral("• %1").arg(c.toHtmlEscaped());
    for (const QString &w : std::as_const(m_applied.warnings))
        changes << QStringLiteral("note: %1").arg(w.toHtmlEscaped());
    m_changes->setText(tr("Applying the fit changes:") + QStringLiteral("<br>") + changes.join(QStringLiteral("<br>")));
    return true;
}

} // namespace jct::planner
