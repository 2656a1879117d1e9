#include "exportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace jct::planner {

ExportDialog::ExportDialog(present::ChartId chart, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export chart"));
    auto *form = new QFormLayout(this);
    m_chart = new QComboBox(this);
    for (present::ChartId id : present::kAllCharts)
        m_chart->addItem(present::chartTitle(id), static_cast<int>(id));
    form->addRow(tr("&Chart"), m_chart);

    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG image"), static_cast<int>(present::ImageFormat::Png));
    m_format->addItem(tr("SVG (vector)"), static_cast<int>(present::ImageFormat::Svg));
    m_format->addItem(tr("PDF (vector)"), static_cast<int>(present::ImageFormat::Pdf));
    form->addRow(tr("&Format"), m_format);

    auto *sizeRow = new QWidget(this);
    auto *sizeLayout = new QHBoxLayout(sizeRow);
    sizeLayout->setContentsMargins(0, 0, 0, 0);
    m_width = new QSpinBox(sizeRow);
    m_height = new QSpinBox(sizeRow);
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(64, present::kMaxExportPixels);
        box->setSuffix(tr(" px"));
        box->setSingleStep(100);
    }
    m_width->setAccessibleName(tr("Width"));
    m_height->setAccessibleName(tr("Height"));
    sizeLayout->addWidget(m_width);
    sizeLayout->addWidget(new QLabel(QStringLiteral("×"), sizeRow));
    sizeLayout->addWidget(m_height);
    form->addRow(tr("&Size"), sizeRow);

    m_dpi = new QSpinBox(this);
    m_dpi->setRange(present::kMinExportDpi, present::kMaxExportDpi);
    m_dpi->setSuffix(tr(" DPI"));
    m_dpi->setToolTip(tr("Dots per inch: the chart is size / DPI inches; text keeps its size in inches."));
    form->addRow(tr("&Resolution"), m_dpi);

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    form->addRow(m_hint);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export…"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setChart(chart);
    setPixelSize({1600, 1000});
    setDpi(150);
    for (QSpinBox *box : {m_width, m_height, m_dpi})
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::updateHint);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateHint);
    updateHint();
}

present::ChartId ExportDialog::chart() const
{
    return static_cast<present::ChartId>(m_chart->currentData().toInt());
}

present::ImageFormat ExportDialog::format() const
{
    return static_cast<present::ImageFormat>(m_format->currentData().toInt());
}

QSize ExportDialog::pixelSize() const
{
    return {m_width->value(), m_height->value()};
}

int ExportDialog::dpi() const
{
    return m_dpi->value();
}

void ExportDialog::setChart(present::ChartId chart)
{
    m_chart->setCurrentIndex(std::max(0, m_chart->findData(static_cast<int>(chart))));
}

void ExportDialog::setFormat(present::ImageFormat format)
{
    m_format->setCurrentIndex(std::max(0, m_format->findData(static_cast<int>(format))));
}

void ExportDialog::setPixelSize(const QSize &size)
{
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

void ExportDialog::setDpi(int dpi)
{
    m_dpi->setValue(dpi);
}

QString ExportDialog::problem() const
{
    return present::checkExportOptions(pixelSize(), dpi());
}

void ExportDialog::updateHint()
{
    const QString why = problem();
    m_ok->setEnabled(why.isEmpty());
    if (!why.isEmpty()) {
        m_hint->setText(why);
        return;
    }
    const QSize size = pixelSize();
    m_hint->setText(tr("%1 × %2 in (%3 × %4 cm)")
                        .arg(size.width() / double(dpi()), 0, 'f', 1)
                        .arg(size.height() / double(dpi()), 0, 'f', 1)
                        .arg(size.width() * 2.54 / dpi(), 0, 'f', 1)
                        .arg(size.height() * 2.54 / dpi(), 0, 'f', 1));
}

} // namespace jct::planner
